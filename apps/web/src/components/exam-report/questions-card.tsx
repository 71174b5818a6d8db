import { Stack, Text } from '@mantine/core';
import type { DetailedReportQuestion } from '@markwise/contract';
import { QuestionBlock } from './question-block';
import { ReportCard } from './report-card';
import { useTranslation } from '@/i18n/i18n';

type QuestionsCardProps = {
  questions: DetailedReportQuestion[];
  /** The attempt, when its student reads it (see RegradeSection and TutorSection). */
  studentSessionId?: string;
};

export function QuestionsCard({ questions, studentSessionId }: QuestionsCardProps) {
  const { t } = useTranslation();
  return (
    <ReportCard title={t('Questions And Answers')} id="exam-report-questions-and-answers">
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('This paper has no questions.')}
        </Text>
      ) : (
        <Stack gap="md">
          {questions.map((question) => (
            <QuestionBlock
              key={question.number}
              question={question}
              studentSessionId={studentSessionId}
            />
          ))}
        </Stack>
      )}
    </ReportCard>
  );
}
