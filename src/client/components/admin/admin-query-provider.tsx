import { MutationCache, QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SECOND_FACTOR_SETUP_REQUIRED } from '../../../shared/admin/second-factor.ts';
import { isUnauthorized } from '../../lib/is-unauthorized.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminAccountScreen } from './admin-screens.ts';

/**
 * Whether a call was refused because the owner requires a second factor and this member has none
 * yet: everything but the account page's set-up answers so until one is added.
 */
const needsSecondFactorSetup = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === SECOND_FACTOR_SETUP_REQUIRED;

/**
 * The admin screens' query client: the site's defaults, plus one rule for every admin call: a
 * 401 (session ended, expired or signed out elsewhere) leaves the screen for `leaveTo()`: the
 * admin's sign-in page with `next` set to the current screen, the art panel's store
 * (docs/product-rules.md, "Signing out"). The sign-in form opts out with
 * `meta.handlesUnauthorized`. A 403 `second_factor_setup_required` (the owner now requires a
 * second factor, and this member has none) leaves for the account page, where it is set up.
 */
export function AdminQueryProvider({
  leaveTo,
  children,
}: {
  /** Where a 401 sends the browser; read when it happens, so it can name the current address. */
  leaveTo: () => string;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const leaveWhenRefused = (error: unknown) => {
      if (isUnauthorized(error)) window.location.assign(leaveTo());
      else if (
        needsSecondFactorSetup(error) &&
        window.location.pathname !== adminAccountScreen.path
      )
        window.location.assign(adminAccountScreen.path);
    };
    return createQueryClient({
      queryCache: new QueryCache({ onError: leaveWhenRefused }),
      mutationCache: new MutationCache({
        onError: (error, _variables, _context, mutation) => {
          if (!mutation.meta?.handlesUnauthorized) leaveWhenRefused(error);
        },
      }),
    });
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
