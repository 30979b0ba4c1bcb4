import { MutationCache, QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isUnauthorized } from '../../lib/is-unauthorized.ts';
import { createQueryClient } from '../../lib/query-client.ts';

/**
 * The admin screens' query client: the site's defaults, plus one rule for every admin call: a
 * 401 (session ended, expired or signed out elsewhere) leaves the screen for `leaveTo()`: the
 * admin's sign-in page with `next` set to the current screen, the art panel's store
 * (docs/product-rules.md, "Signing out"). The sign-in form opts out with
 * `meta.handlesUnauthorized`.
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
    const leaveOn401 = (error: unknown) => {
      if (isUnauthorized(error)) window.location.assign(leaveTo());
    };
    return createQueryClient({
      queryCache: new QueryCache({ onError: leaveOn401 }),
      mutationCache: new MutationCache({
        onError: (error, _variables, _context, mutation) => {
          if (!mutation.meta?.handlesUnauthorized) leaveOn401(error);
        },
      }),
    });
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
