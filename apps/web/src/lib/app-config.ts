import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_APP_NAME,
  PRERENDERED_APP_NAME,
  apiRoutes,
  type AppConfig,
} from '@markwise/contract';
import { apiClient } from './api-client';
import { queryClient as appQueryClient } from './query-client';

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
  const read = () => queryClient.getQueryData<AppConfig>(appConfigKeys.all);
  // The same snapshot on the server (prerendering) and while hydrating: the name seeded below.
  const data = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    read,
    read,
  );
  useEffect(() => {
    void queryClient.prefetchQuery(appConfigQueryOptions);
  }, [queryClient]);
  return data?.appName.trim() || DEFAULT_APP_NAME;
}

/** The meta element of the prerendered landing page that carries the server's APP_NAME. */
export const APP_NAME_META = 'application-name';

/**
 * The prerendered landing page names the product in its HTML (the API writes APP_NAME there):
 * caching that name makes the hydrating render show the same text, and saves the request for it.
 * Nothing happens on a page still holding the placeholder.
 */
export function seedPrerenderedAppName(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_NAME_META}"]`);
  const appName = meta?.content.trim();
  if (!appName || appName === PRERENDERED_APP_NAME) return;
  appQueryClient.setQueryData<AppConfig>(appConfigKeys.all, { appName });
}
