import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { AnswerTextState } from '../lib/answer-saver';

type SaveStatusProps = {
  state: AnswerTextState;
  /** Out of time: retrying cannot help. */
  frozen: boolean;
  onRetry: () => void;
};

/** Saving… / Saved / Not saved with the reason and Retry; announced politely as it changes. */
export function SaveStatus({ state, frozen, onRetry }: SaveStatusProps) {
  const { status, text, error } = state;
  return (
    <Group gap="xs" mih={30} wrap="wrap">
      <Group gap={6} role="status" wrap="nowrap">
        {status === 'saving' ? (
          <>
            <Loader size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              Saving…
            </Text>
          </>
        ) : null}
        {status === 'saved' || (status === 'idle' && text.trim() !== '') ? (
          <>
            <IconCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
            <Text size="sm" c="dimmed">
              Saved
            </Text>
          </>
        ) : null}
        {status === 'error' ? (
          <>
            <IconAlertTriangle size={16} color="var(--mantine-color-error)" aria-hidden />
            <Text size="sm" fw={600}>
              Not saved
            </Text>
            <Text size="sm" c="dimmed">
              {error}
            </Text>
          </>
        ) : null}
      </Group>
      {status === 'error' && !frozen ? (
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Group>
  );
}
