import { Button, Group, Kbd, Stack, Text, Textarea } from '@mantine/core';
import { TRANSCRIPTION_MAX, type ReviewItem } from '@markwise/contract';
import { useState } from 'react';
import { ToneText } from '@/components/tone';
import { errorMessage } from '@/lib/api-error';
import { useCorrectReading } from '../api/level-reviews';

type ReadingCorrectionProps = {
  item: ReviewItem;
  /** The editor is open (T opens it). */
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The machine marked the answer again from the teacher's reading: its new suggestion. */
  onCorrected: (suggestedMarks: number) => void;
};

/**
 * What the machine read on a photographed answer, which the teacher corrects where it misread:
 * the answer is then marked again from the teacher's text, and the new suggestion shown here
 * before the teacher decides.
 */
export function ReadingCorrection(props: ReadingCorrectionProps) {
  const { item, opened } = props;
  const correct = useCorrectReading();
  const [text, setText] = useState(item.transcription ?? '');
  const [outcome, setOutcome] = useState<string | null>(null);
  const allocated = item.question.marks;
  const save = () => {
    if (text.trim() === '') return;
    correct.mutate(
      { sessionId: item.sessionId, questionId: item.question.id, transcription: text },
      {
        onSuccess: ({ data }) => {
          const before =
            data.previousMachineMarks === null
              ? ''
              : ` (from the machine's reading: ${data.previousMachineMarks}/${allocated})`;
          setOutcome(
            `Marked again from your reading: the suggestion is ${data.suggestedMarks}/${allocated}${before}.`,
          );
          props.onCorrected(data.suggestedMarks);
          props.onClose();
        },
      },
    );
  };
  if (!opened) {
    return (
      <Stack gap={4}>
        {outcome ? (
          <Text size="sm" aria-live="polite">
            {outcome}
          </Text>
        ) : null}
        <Group>
          <Button variant="default" size="compact-sm" onClick={props.onOpen}>
            Correct the reading (T)
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        label="What the pages say"
        description="Fix what the machine misread; the answer is marked again from your text."
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
          if (event.key === 'Escape') props.onClose();
        }}
        rows={5}
        resize="vertical"
        maxLength={TRANSCRIPTION_MAX}
        // The editor opens at the teacher's request (T or the button): straight into it.
        autoFocus
        error={
          text.trim() === ''
            ? 'Write what the pages say.'
            : correct.isError
              ? errorMessage(correct.error, 'The answer could not be marked again.')
              : undefined
        }
      />
      <Group gap="sm">
        <Button onClick={save} loading={correct.isPending} disabled={text.trim() === ''}>
          Mark again from this text
        </Button>
        <Button variant="default" onClick={props.onClose} disabled={correct.isPending}>
          Cancel
        </Button>
        <Text size="sm" c="dimmed">
          <Kbd>Ctrl</Kbd>+<Kbd>Enter</Kbd> marks again · <Kbd>Esc</Kbd> cancels
        </Text>
      </Group>
      {correct.isPending ? (
        <ToneText tone="yellow" size="sm" role="status">
          Marking the answer again…
        </ToneText>
      ) : null}
    </Stack>
  );
}
