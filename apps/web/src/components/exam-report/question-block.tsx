import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import type { DetailedReportQuestion } from '@markwise/contract';
import { MarkdownText } from '@/components/markdown-text';
import { ToneBadge } from '@/components/tone';
import { formatDateTime } from '@/lib/format';
import { AnswerImages } from './answer-images';
import { isFullMarks } from './feedback';
import { MarkOverrideNote } from './mark-override';
import { questionExtras } from './question-extras';
import { RegradeSection } from './regrade-section';
import { FeedbackView } from './structured-feedback';
import { TutorSection } from './tutor-section';
import { ReportPart } from './report-part';
import { i18n, useTranslation } from '@/i18n/i18n';

/** 'Question N': the API numbers questions from zero. */
export const questionHeading = (number: number) =>
  i18n.t('Question {{number}}', { number: number + 1 });

/** 'awarded/allocated Marks'; while a teacher has not released the mark, 'Being checked…'. */
export function MarksBadge({ marks }: { marks: DetailedReportQuestion['marks'] }) {
  const { t } = useTranslation();
  if (marks.awarded === null) {
    return (
      <Badge
        variant="light"
        color="gray"
        size="lg"
        tt="none"
        data-marks="withheld"
        leftSection={<IconHourglass size={14} aria-hidden />}
      >
        {t('Being checked by your teacher')}
      </Badge>
    );
  }
  const full = isFullMarks({ awarded: marks.awarded, allocated: marks.allocated });
  const Icon = full ? IconCircleCheck : IconAlertTriangle;
  return (
    <ToneBadge
      tone={full ? 'green' : 'yellow'}
      size="lg"
      data-marks={full ? 'full' : 'partial'}
      leftSection={<Icon size={14} aria-hidden />}
    >
      {t('{{awarded}}/{{allocated}} Marks', { awarded: marks.awarded, allocated: marks.allocated })}
    </ToneBadge>
  );
}

type QuestionBlockProps = {
  question: DetailedReportQuestion;
  /** The attempt, when its student reads it (see RegradeSection and TutorSection). */
  studentSessionId?: string;
};

export function QuestionBlock({ question, studentSessionId }: QuestionBlockProps) {
  const { t } = useTranslation();
  const heading = questionHeading(question.number);
  const extras = questionExtras(question, heading);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={heading}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={4}>{heading}</Title>
          <MarksBadge marks={question.marks} />
        </Group>
        <MarkOverrideNote extras={extras} allocated={question.marks.allocated} />
        <RegradeSection question={question} heading={heading} askingFor={studentSessionId} />
        <TutorSection question={question} heading={heading} askingFor={studentSessionId} />
        <ReportPart label={t('Question')}>
          <MarkdownText value={question.question} />
        </ReportPart>
        <ReportPart label={t('Your Answer:')}>
          <MarkdownText
            value={question.answer}
            emptyText={extras.images.length > 0 ? t('Answered on paper.') : t('Not answered.')}
          />
        </ReportPart>
        <AnswerImages images={extras.images} transcription={extras.transcription} />
        <ReportPart label={t('Feedback:')}>
          {question.reviewNotice ? (
            <Text size="sm" c="dimmed">
              {t('{{notice}}: the mark and feedback appear once they have.', {
                notice: question.reviewNotice,
              })}
            </Text>
          ) : (
            <FeedbackView value={question.feedback} />
          )}
        </ReportPart>
        {question.submittedAt ? (
          <Text size="sm">
            <Text span fw={600}>
              {t('Submitted:')}
            </Text>{' '}
            {formatDateTime(question.submittedAt)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('Not answered')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
