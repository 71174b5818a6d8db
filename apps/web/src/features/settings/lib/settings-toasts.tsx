import { Text } from '@mantine/core';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/notify';

export function showSuccess(message: string): void {
  showToast({ title: 'Success', message, kind: 'success' });
}

/**
 * The screen's failure text, followed by the server's own reason when it gave one
 * (e.g. 'Current password is incorrect').
 */
export function showFailure(message: string, error: unknown): void {
  const reason = isApiError(error) && !error.isNetworkError ? error.message : null;
  showToast({
    title: 'Error',
    kind: 'error',
    message: reason ? (
      <>
        <Text fz="sm" component="span" display="block">
          {message}
        </Text>
        <Text fz="sm" component="span" display="block" c="dimmed">
          {reason}
        </Text>
      </>
    ) : (
      message
    ),
  });
}
