import { Text } from '@mantine/core';
import { isApiError } from '@/lib/api-error';
import { toastError } from '@/lib/notify';

/**
 * The screen's failure text, followed by the server's own reason when it gave one
 * (e.g. 'Current password is incorrect').
 */
export function showFailure(message: string, error: unknown): void {
  const reason = isApiError(error) && !error.isNetworkError ? error.message : null;
  toastError(
    reason ? (
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
  );
}
