import { Button, Group, Kbd, Stack, Text, Textarea } from '@mantine/core';
import { TRANSCRIPTION_MAX, type ReviewItem } from '@markwise/contract';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
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
/** The keys inside a translated shortcut's description: `<k>Esc</k>`. */
const KEYS = { k: <Kbd /> };

export function ReadingCorrection(props: ReadingCorrectionProps) {
  const { t } = useTranslation();
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
          setOutcome(
            data.previousMachineMarks === null
              ? t('Marked again from your reading: the suggestion is {{marks}}/{{allocated}}.', {
                  marks: data.suggestedMarks,
                  allocated,
                })
              : t(
                  "Marked again from your reading: the suggestion is {{marks}}/{{allocated}} (from the machine's reading: {{previous}}/{{allocated}}).",
                  { marks: data.suggestedMarks, previous: data.previousMachineMarks, allocated },
                ),
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
            {t('Correct the reading (T)')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        label={t('What the pages say')}
        description={t('Fix what the machine misread; the answer is marked again from your text.')}
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
            ? t('Write what the pages say.')
            : correct.isError
              ? errorMessage(correct.error, t('The answer could not be marked again.'))
              : undefined
        }
      />
      <Group gap="sm">
        <Button onClick={save} loading={correct.isPending} disabled={text.trim() === ''}>
          {t('Mark again from this text')}
        </Button>
        <Button variant="default" onClick={props.onClose} disabled={correct.isPending}>
          {t('Cancel')}
        </Button>
        <Text size="sm" c="dimmed">
          <Trans i18nKey="<k>Ctrl</k>+<k>Enter</k> marks again" components={KEYS} /> ·{' '}
          <Trans i18nKey="<k>Esc</k> cancels" components={KEYS} />
        </Text>
      </Group>
      {correct.isPending ? (
        <ToneText tone="yellow" size="sm" role="status">
          {t('Marking the answer again…')}
        </ToneText>
      ) : null}
    </Stack>
  );
}
