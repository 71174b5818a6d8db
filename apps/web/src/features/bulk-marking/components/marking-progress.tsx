import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';

/**
 * The server marks the file in one request and reports nothing until it is done: an honest
 * moving bar with the time taken, and a way to stop (the server stops marking when the request
 * is cancelled).
 */
export function MarkingProgress({
  fileName,
  onCancel,
}: {
  fileName: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Text>{t('Marking {{file}}… {{seconds}} s', { file: fileName, seconds })}</Text>
      <Progress
        value={100}
        striped
        animated
        aria-label={t('Marking {{file}}', { file: fileName })}
      />
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t('Stop Marking')}
        </Button>
      </Group>
    </Stack>
  );
}
