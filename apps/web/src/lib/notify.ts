import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

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

/** Only one toast is visible at a time (SPEC section 4): a new one replaces the current one. */
export function showToast({ title, message, kind = 'info' }: Toast): string {
  notifications.clean();
  return notifications.show({
    title,
    message,
    color: COLORS[kind],
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
