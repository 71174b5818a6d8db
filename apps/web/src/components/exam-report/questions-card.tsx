import { Stack, Text } from '@mantine/core';
import type { DetailedReportQuestion } from '@markwise/contract';
import { QuestionBlock } from './question-block';
import { ReportCard } from './report-card';

export function QuestionsCard({ questions }: { questions: DetailedReportQuestion[] }) {
  return (
    <ReportCard title="Questions And Answers">
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          This paper has no questions.
        </Text>
      ) : (
        <Stack gap="md">
          {questions.map((question) => (
            <QuestionBlock key={question.number} question={question} />
          ))}
        </Stack>
      )}
    </ReportCard>
  );
}
