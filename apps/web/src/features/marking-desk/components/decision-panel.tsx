import {
  Button,
  Checkbox,
  Group,
  Kbd,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { FEEDBACK_MAX, type ReviewItem } from '@markwise/contract';
import type { RefObject } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { ToneText } from '@/components/tone';
import { givesOwnMark } from '../lib/desk-keys';

/** The keys inside a translated shortcut's description: `<k>Enter</k>`. */
const KEYS = { k: <Kbd /> };

type DecisionPanelProps = {
  item: ReviewItem;
  /** The mark typed at the keyboard (or given by the rubric), '' while none. */
  typed: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The rubric points ticked, by index. */
  ticked: readonly number[];
  onTick: (index: number) => void;
  /** Opens the question's rubric for editing. */
  onEditRubric: () => void;
  /** The feedback the student will read, as it stands in the editor. */
  feedback: string;
  onFeedbackChange: (feedback: string) => void;
  /** Why the typed mark cannot be saved, or why a reason is wanted. */
  problem: string | null;
  saving: boolean;
  onDecide: () => void;
  reasonRef: RefObject<HTMLInputElement | null>;
  /** The rubric's first point, where R goes. */
  rubricRef: RefObject<HTMLInputElement | null>;
  /** The feedback's editor, where E goes. */
  feedbackRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The teacher's mark: the suggestion kept, or another one (typed, or the rubric's points) with the
 * reason for it; and the feedback the student will read, which the teacher may rewrite.
 */
export function DecisionPanel(props: DecisionPanelProps) {
  const { t } = useTranslation();
  const { item, typed, reason, onReasonChange, problem, saving, onDecide } = props;
  const { reasonRef, rubricRef, feedbackRef } = props;
  const allocated = item.question.marks;
  const changing = givesOwnMark(typed, item.suggestedMarks, props.ticked);
  const { rubric } = item.question;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text size="xl" fw={700} aria-live="polite">
          {t('Your mark: {{mark}}/{{allocated}}', {
            mark: typed === '' ? (item.suggestedMarks ?? '—') : typed,
            allocated,
          })}
          {changing ? null : (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              {t('(the suggestion)')}
            </Text>
          )}
        </Text>
        {rubric.length > 0 ? (
          <Stack gap={6} role="group" aria-label={t('Rubric')}>
            <Group gap="xs" justify="space-between">
              <Text size="sm" fw={600}>
                {t('Rubric')} <Kbd>R</Kbd>
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={props.onEditRubric}>
                {t('Edit rubric')}
              </Button>
            </Group>
            {rubric.map((point, index) => (
              <Checkbox
                key={index}
                ref={index === 0 ? rubricRef : undefined}
                label={
                  point.marks === 1
                    ? t('{{point}} ({{count}} mark)', { point: point.point, count: point.marks })
                    : t('{{point}} ({{count}} marks)', { point: point.point, count: point.marks })
                }
                checked={props.ticked.includes(index)}
                onChange={() => props.onTick(index)}
              />
            ))}
          </Stack>
        ) : (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={props.onEditRubric}>
              {t('Add a rubric')}
            </Button>
          </Group>
        )}
        {changing ? (
          <TextInput
            ref={reasonRef}
            label={t('Why this mark?')}
            description={t("The student's report shows the reason beside the mark.")}
            value={reason}
            onChange={(event) => onReasonChange(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onDecide();
            }}
            maxLength={500}
          />
        ) : null}
        <Textarea
          ref={feedbackRef}
          label={
            <>
              {t('Feedback the student will read')} <Kbd>E</Kbd>
            </>
          }
          description={t("Rewrite it if the machine's words are wrong. Ctrl+Enter saves.")}
          value={props.feedback}
          onChange={(event) => props.onFeedbackChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) onDecide();
          }}
          resize="vertical"
          rows={3}
          maxLength={FEEDBACK_MAX}
        />
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
            {changing
              ? t('Save {{mark}}/{{allocated}}', { mark: typed, allocated })
              : t('Accept the suggestion')}
          </Button>
          <Text size="sm" c="dimmed">
            <Trans i18nKey="<k>0</k>–<k>9</k> and <k>H</k> type a mark" components={KEYS} /> ·{' '}
            <Trans i18nKey="<k>Enter</k> saves" components={KEYS} /> ·{' '}
            <Trans i18nKey="<k>J</k>/<k>K</k> move" components={KEYS} /> ·{' '}
            <Trans i18nKey="<k>R</k> rubric" components={KEYS} /> ·{' '}
            <Trans i18nKey="<k>E</k> feedback" components={KEYS} /> ·{' '}
            <Trans i18nKey="<k>S</k> whole script" components={KEYS} /> ·{' '}
            <Trans i18nKey="<k>Esc</k> clears" components={KEYS} />
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
