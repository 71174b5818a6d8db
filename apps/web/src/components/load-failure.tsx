import { Alert, Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { failureReason } from '@/lib/api-error';

/** A failed load: what went wrong, and 'Try Again' to fetch once more. */
export function LoadFailure({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const problem = failureReason(error);
  return (
    <Alert color="red" variant="light" title={title} role="alert" mb="lg">
      {problem ? (
        <Text fz="sm" mb="sm">
          {problem}
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={retrying}
        onClick={onRetry}
      >
        Try Again
      </Button>
    </Alert>
  );
}
