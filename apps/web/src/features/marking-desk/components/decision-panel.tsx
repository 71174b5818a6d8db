import { Button, Group, Kbd, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ReviewItem } from '@markwise/contract';
import type { RefObject } from 'react';
import { ToneText } from '@/components/tone';
import { isChange } from '../lib/desk-keys';

type DecisionPanelProps = {
  item: ReviewItem;
  /** The mark typed at the keyboard, '' while none. */
  typed: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** Why the typed mark cannot be saved, or why a reason is wanted. */
  problem: string | null;
  saving: boolean;
  onDecide: () => void;
  reasonRef: RefObject<HTMLInputElement | null>;
};

/** The teacher's mark: the suggestion kept, or another one typed with the reason for it. */
export function DecisionPanel(props: DecisionPanelProps) {
  const { item, typed, reason, onReasonChange, problem, saving, onDecide, reasonRef } = props;
  const allocated = item.question.marks;
  const changing = isChange(typed, item.suggestedMarks);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text size="xl" fw={700} aria-live="polite">
          Your mark: {typed === '' ? (item.suggestedMarks ?? '—') : typed}/{allocated}
          {changing ? null : (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              (the suggestion)
            </Text>
          )}
        </Text>
        {changing ? (
          <TextInput
            ref={reasonRef}
            label="Why this mark?"
            description="The student's report shows the reason beside the mark."
            value={reason}
            onChange={(event) => onReasonChange(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onDecide();
            }}
            maxLength={500}
          />
        ) : null}
        {problem ? (
          <ToneText tone="red" size="sm" role="alert">
            {problem}
          </ToneText>
        ) : null}
        <Group gap="sm">
          <Button
            onClick={onDecide}
            loading={saving}
            disabled={!changing && item.suggestedMarks === null}
          >
            {changing ? `Save ${typed}/${allocated}` : 'Accept the suggestion'}
          </Button>
          <Text size="sm" c="dimmed">
            <Kbd>0</Kbd>–<Kbd>9</Kbd> and <Kbd>H</Kbd> type a mark · <Kbd>Enter</Kbd> saves ·{' '}
            <Kbd>J</Kbd>/<Kbd>K</Kbd> move · <Kbd>Esc</Kbd> clears
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
