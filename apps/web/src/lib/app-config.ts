import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_APP_NAME, apiRoutes, type AppConfig } from '@markwise/contract';
import { apiClient } from './api-client';

export const appConfigKeys = {
  all: ['app-config'] as const,
};

export function getAppConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AppConfig> {
  return apiClient.get<AppConfig>(apiRoutes.appConfig, { signal });
}

/** Fetched once per page load: the server's APP_NAME changes only with a restart. */
export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigKeys.all,
  queryFn: ({ signal }) => getAppConfig({ signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

/**
 * The product name; the contract's default while loading or when the call fails. Read from the
 * query cache instead of through useQuery: every screen shows it, and useQuery's observer (about
 * 4 KB gzipped) would otherwise be part of the login page's first JavaScript, which needs nothing
 * else of it (docs/performance.md).
 */
export function useAppName(): string {
  const queryClient = useQueryClient();
  const data = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<AppConfig>(appConfigKeys.all),
  );
  useEffect(() => {
    void queryClient.prefetchQuery(appConfigQueryOptions);
  }, [queryClient]);
  return data?.appName.trim() || DEFAULT_APP_NAME;
}
