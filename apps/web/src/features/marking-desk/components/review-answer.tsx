import { Group, List, Paper, Stack, Text } from '@mantine/core';
import type { ReviewItem } from '@markwise/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { AnswerImages } from '@/components/exam-report/answer-images';
import { photosOf } from '@/components/exam-report/question-extras';
import { MarkdownText } from '@/components/markdown-text';
import { QuestionSection } from '@/components/question-prompt';
import { ToneBadge } from '@/components/tone';
import { ReadingCorrection } from './reading-correction';
import { StudentIdentity } from './student-identity';

type ReviewAnswerProps = {
  item: ReviewItem;
  /** Anonymous marking: the student's name shows only once the teacher asks. */
  revealed: boolean;
  onReveal: () => void;
  /** The suggestion when the desk first showed this answer, if teachers' marks have moved it since. */
  movedFrom: number | null;
  /** The correction of a photographed answer's reading (see ReadingCorrection). */
  reading: Omit<ComponentProps<typeof ReadingCorrection>, 'item'>;
};

/** One answer as the desk shows it: who (if revealed), the question, the answer, the machine's view. */
export function ReviewAnswer({ item, revealed, onReveal, movedFrom, reading }: ReviewAnswerProps) {
  const { t } = useTranslation();
  const { question } = item;
  return (
    <QuestionSection
      number={question.number}
      marks={question.marks}
      text={question.text}
      headingId={`desk-question-${item.sessionId}-${question.id}`}
    >
      <StudentIdentity
        student={item.student}
        revealed={revealed}
        onReveal={onReveal}
        shortcut="N"
      />
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
        {item.images.length > 0 ? (
          // The photos beside what was read from them: the teacher checks the reading.
          <Stack gap="sm">
            <AnswerImages
              images={photosOf(item.images, t('Question {{number}}', { number: question.number }))}
              transcription={item.transcription}
            />
            <ReadingCorrection item={item} {...reading} />
          </Stack>
        ) : (
          <>
            <Text size="sm" fw={600} mb={4}>
              {t('Typed answer')}
            </Text>
            <MarkdownText
              value={item.answerText ?? item.transcription ?? ''}
              emptyText={t('No answer was given.')}
            />
          </>
        )}
      </Paper>
      <MachineView item={item} movedFrom={movedFrom} />
    </QuestionSection>
  );
}

function MachineView({ item, movedFrom }: { item: ReviewItem; movedFrom: number | null }) {
  const { t } = useTranslation();
  const allocated = item.question.marks;
  return (
    <Stack gap="xs" aria-label={t("The machine's mark")} role="group">
      <Group gap="xs">
        <Text>
          {t('Suggested mark:')}{' '}
          <Text span fw={700}>
            {item.suggestedMarks === null ? t('none') : `${item.suggestedMarks}/${allocated}`}
          </Text>
        </Text>
        {item.confidence ? (
          <ToneBadge tone={item.confidence === 'confident' ? 'green' : 'yellow'}>
            {item.confidence === 'confident' ? t('Confident') : t('Needs review')}
          </ToneBadge>
        ) : null}
        {movedFrom !== null ? (
          <Text size="sm" fw={600}>
            {t('(was {{marks}}/{{allocated}}: your marks on this question moved it)', {
              marks: movedFrom,
              allocated,
            })}
          </Text>
        ) : null}
        {item.machineMarks !== null && item.machineMarks !== item.suggestedMarks ? (
          <Text size="sm" c="dimmed">
            {t("(evaluator gave {{marks}}; teachers' marks on this question moved it)", {
              marks: item.machineMarks,
            })}
          </Text>
        ) : null}
      </Group>
      {item.reasons.length > 0 ? (
        <List size="sm" spacing={2}>
          {item.reasons.map((reason) => (
            <List.Item key={reason.code}>{reason.detail}</List.Item>
          ))}
        </List>
      ) : null}
      {item.secondOpinion ? (
        <Text size="sm" c="dimmed">
          {t("Built-in evaluator's mark: {{marks}}/{{allocated}}", {
            marks: item.secondOpinion.marks,
            allocated,
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
