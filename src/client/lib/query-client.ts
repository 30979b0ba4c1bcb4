import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's query behaviour: data never goes stale by itself, no polling, no refetch on focus,
 * no retries. Screens that need polling (thank-you) ask for it explicitly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
