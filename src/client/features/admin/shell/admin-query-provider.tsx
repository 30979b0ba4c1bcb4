import { MutationCache, QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../../../lib/query-client.ts';
import { isUnauthorized, signInPathFor } from './sign-in-redirect.ts';

function toSignInOn401(error: unknown): void {
  if (isUnauthorized(error)) window.location.assign(signInPathFor(window.location));
}

/**
 * The admin screens' query client: the site's defaults, plus one rule for every admin call: a
 * 401 (session ended, expired or signed out elsewhere) goes to the sign-in page with `next` set
 * to the current screen. The sign-in form opts out with `meta.handlesUnauthorized`.
 */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    createQueryClient({
      queryCache: new QueryCache({ onError: toSignInOn401 }),
      mutationCache: new MutationCache({
        onError: (error, _variables, _context, mutation) => {
          if (!mutation.meta?.handlesUnauthorized) toSignInOn401(error);
        },
      }),
    }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
