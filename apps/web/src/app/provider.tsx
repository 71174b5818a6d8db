import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { loadNotifications, notificationsRequested, onNotificationsRequested } from '@/lib/notify';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals (Testing Library). */
  env?: 'default' | 'test';
};

/** Notifications: one visible at a time, closing after 5 s (SPEC section 9). */
export const NOTIFICATION_LIMIT = 1;
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

const Notifications = lazy(() =>
  loadNotifications().then((module) => ({ default: module.Notifications })),
);

/**
 * The toasts' renderer, mounted with the first toast (see lib/notify.ts): Mantine's store keeps
 * the toast until then, so nothing is lost, and no screen waits for it.
 */
function ToastHost() {
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
