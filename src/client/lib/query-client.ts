import { type MutationCache, QueryClient, type QueryCache } from '@tanstack/react-query';

/**
 * How the client fetches (docs/product-rules.md): data never goes stale by itself, no polling,
 * no refetch on focus, no retries. Screens that need polling (thank-you, purchases) ask for it
 * explicitly. The admin screens pass their own caches to react to a 401 in one place.
 */
export function createQueryClient(
  caches: { queryCache?: QueryCache; mutationCache?: MutationCache } = {},
): QueryClient {
  return new QueryClient({
    ...caches,
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
