import type { ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';

type NotificationsModule = typeof import('@mantine/notifications');

let loading: Promise<NotificationsModule> | undefined;
const loadListeners = new Set<() => void>();

/**
 * Mantine's notifications (their store and the renderer, with its portal and transitions: about
 * 14 KB gzipped) load with the first toast rather than with the first screen. The renderer
 * (app/provider.tsx) mounts once they are requested and shows what the store holds.
 */
export function loadNotifications(): Promise<NotificationsModule> {
  if (!loading) {
    loading = import('@mantine/notifications');
    for (const listener of loadListeners) listener();
  }
  return loading;
}

export const notificationsRequested = (): boolean => loading !== undefined;

export function onNotificationsRequested(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

export type ToastKind = 'success' | 'error' | 'info';

type Toast = {
  title: ReactNode;
  message: ReactNode;
  kind?: ToastKind;
};

const COLORS: Record<ToastKind, string> = {
  success: 'teal',
  error: 'red',
  info: 'blue',
};

/** Only one toast is visible at a time: a new one replaces the current one. */
export function showToast({ title, message, kind = 'info' }: Toast): void {
  void loadNotifications().then(({ notifications }) => {
    notifications.clean();
    notifications.show({
      title,
      message,
      color: COLORS[kind],
      closeButtonProps: { 'aria-label': i18n.t('Close notification') },
    });
  });
}

/** The usual outcome toasts, titled 'Success' and 'Error'. */
export function toastSuccess(message: ReactNode): void {
  showToast({ title: i18n.t('Success'), message, kind: 'success' });
}

export function toastError(message: ReactNode): void {
  showToast({ title: i18n.t('Error'), message, kind: 'error' });
}
