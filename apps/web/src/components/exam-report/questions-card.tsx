import { Stack, Text } from '@mantine/core';
import type { DetailedReportQuestion } from '@markwise/contract';
import { QuestionBlock } from './question-block';
import { ReportCard } from './report-card';

type QuestionsCardProps = {
  questions: DetailedReportQuestion[];
  /** The attempt, when its student reads it (see RegradeSection). */
  regradeSessionId?: string;
};

export function QuestionsCard({ questions, regradeSessionId }: QuestionsCardProps) {
  return (
    <ReportCard title="Questions And Answers">
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          This paper has no questions.
        </Text>
      ) : (
        <Stack gap="md">
          {questions.map((question) => (
            <QuestionBlock
              key={question.number}
              question={question}
              regradeSessionId={regradeSessionId}
            />
          ))}
        </Stack>
      )}
    </ReportCard>
  );
}
