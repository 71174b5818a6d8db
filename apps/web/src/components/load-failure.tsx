import { Alert, Button, Text, type AlertProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { failureReason } from '@/lib/api-error';
import { useTranslation } from '@/i18n/i18n';

/** LoadFailure's error, retrying and onRetry for a failed query: its error, and fetch it again. */
export const queryFailure = (query: {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}) => ({
  error: query.error,
  retrying: query.isFetching,
  onRetry: () => void query.refetch(),
});

/** A failed load: the screen's title for it, what went wrong, and a button to fetch again. */
export function LoadFailure({
  title,
  error,
  retrying,
  onRetry,
  retryLabel,
  mb = 'lg',
  ...size
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  retryLabel?: string;
} & Pick<AlertProps, 'mb' | 'maw' | 'w'>) {
  const { t } = useTranslation();
  const problem = failureReason(error);
  return (
    <Alert color="red" variant="light" title={title} role="alert" mb={mb} {...size}>
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
        {retryLabel ?? t('Try Again')}
      </Button>
    </Alert>
  );
}
