import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import '@/i18n/i18n';
import { loadNotifications, notificationsRequested, onNotificationsRequested } from '@/lib/notify';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals (Testing Library). */
  env?: 'default' | 'test';
};

/** Notifications: one visible at a time, each closing after 5 s. */
export const NOTIFICATION_LIMIT = 1;
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

const Notifications = lazy(() =>
  loadNotifications().then((module) => ({ default: module.Notifications })),
);

/**
 * The toasts' renderer, mounted with the first toast (see lib/notify.ts) or once the browser is
 * idle after the first screen, whichever comes first: no screen waits for it, and a toast after
 * that (the welcome after signing in) shows at once rather than after a download. Mantine's store
 * keeps a toast shown before the renderer mounts, so nothing is lost.
 */
function ToastHost() {
  useEffect(() => {
    const preload = () => void loadNotifications();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(preload, 2000);
    return () => window.clearTimeout(timer);
  }, []);
  const requested = useSyncExternalStore(
    onNotificationsRequested,
    notificationsRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        limit={NOTIFICATION_LIMIT}
        autoClose={NOTIFICATION_AUTO_CLOSE_MS}
        position="bottom-right"
      />
    </Suspense>
  );
}

export function AppProvider({ children, queryClient = appQueryClient, env }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={env}
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
