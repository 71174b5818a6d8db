import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** The product name; the contract's default while loading or when the call fails. */
export function useAppName(): string {
  const { data } = useQuery(appConfigQueryOptions);
  return data?.appName.trim() || DEFAULT_APP_NAME;
}
