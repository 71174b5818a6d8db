import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import type { AnswerTextState } from '../lib/answer-saver';

type SaveStatusProps = {
  state: AnswerTextState;
  /** Out of time: retrying cannot help. */
  frozen: boolean;
  onRetry: () => void;
};

/** Saving… / Saved / Not saved with the reason and Retry; announced politely as it changes. */
export function SaveStatus({ state, frozen, onRetry }: SaveStatusProps) {
  const { t } = useTranslation();
  const { status, text, error } = state;
  return (
    <Group gap="xs" mih={30} wrap="wrap">
      <Group gap={6} role="status" wrap="nowrap">
        {status === 'saving' ? (
          <>
            <Loader size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('Saving…')}
            </Text>
          </>
        ) : null}
        {status === 'saved' || (status === 'idle' && text.trim() !== '') ? (
          <>
            <IconCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('Saved')}
            </Text>
          </>
        ) : null}
        {status === 'error' ? (
          <>
            <IconAlertTriangle size={16} color="var(--mantine-color-error)" aria-hidden />
            <Text size="sm" fw={600}>
              {t('Not saved')}
            </Text>
            <Text size="sm" c="dimmed">
              {error}
            </Text>
          </>
        ) : null}
      </Group>
      {status === 'error' && !frozen ? (
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {t('Retry')}
        </Button>
      ) : null}
    </Group>
  );
}
