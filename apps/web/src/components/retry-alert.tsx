import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { failureReason } from '@/lib/api-error';
import { useTranslation } from '@/i18n/i18n';

type RetryAlertProps = {
  title: string;
  /** What failed, as a sentence. */
  children: ReactNode;
  /** Without it the alert offers no retry (nothing to fetch again). */
  onRetry?: () => void;
  retrying?: boolean;
  /** The failed request's error: what the server or the network said is shown under the sentence. */
  error?: unknown;
};

/** A list or report that failed to load, with a button to fetch it again. */
export function RetryAlert({ title, children, onRetry, retrying = false, error }: RetryAlertProps) {
  const { t } = useTranslation();
  const reason = error === undefined ? null : failureReason(error);
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      {children}
      {reason ? <Text size="sm">{reason}</Text> : null}
      {onRetry ? (
        <div>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            onClick={onRetry}
            loading={retrying}
          >
            {t('Try Again')}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
