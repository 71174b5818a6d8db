import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Stale after 1 minute, no retries, no refetch on window focus, no polling. */
export const queryDefaults = {
  queries: {
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

export const queryClient = createQueryClient();
