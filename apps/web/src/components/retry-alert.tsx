import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type RetryAlertProps = {
  title: string;
  /** What failed, as a sentence. */
  children: ReactNode;
  /** Without it the alert offers no retry (nothing to fetch again). */
  onRetry?: () => void;
  retrying?: boolean;
};

/** A list or report that failed to load, with a button to fetch it again. */
export function RetryAlert({ title, children, onRetry, retrying = false }: RetryAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      {children}
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
            Try Again
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
