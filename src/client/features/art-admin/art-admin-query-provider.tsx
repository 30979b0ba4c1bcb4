import { MutationCache, QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../../lib/query-client.ts';
import { artStorePath } from '../../../shared/art.ts';

/** A session that ends while the panel is open sends the owner back to the store (not sign-in). */
function toStoreOn401(error: unknown): void {
  if ((error as { status?: unknown } | null)?.status === 401) {
    window.location.assign(artStorePath);
  }
}

/** The panel's query client: the site's defaults, plus the 401 rule for every call. */
export function ArtAdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    createQueryClient({
      queryCache: new QueryCache({ onError: toStoreOn401 }),
      mutationCache: new MutationCache({ onError: toStoreOn401 }),
    }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
