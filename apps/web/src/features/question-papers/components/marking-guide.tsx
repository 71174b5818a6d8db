import { Card, List, Text } from '@mantine/core';
import type { PaperQuestion } from '@markwise/contract';
import { PaperMarkdown } from './paper-markdown';

/** What the evaluator marks a question against: model answer, rubric points, accepted answers. */
export function MarkingGuide({ question }: { question: PaperQuestion }) {
  return (
    <Card withBorder mt="sm" padding="sm" bg="var(--mantine-color-default-hover)">
      <Text fw={600} size="sm" mb={4}>
        Model answer
      </Text>
      {question.modelAnswer ? (
        <PaperMarkdown>{question.modelAnswer}</PaperMarkdown>
      ) : (
        <Text size="sm" c="dimmed">
          No model answer yet.
        </Text>
      )}
      {question.rubric?.length ? (
        <>
          <Text fw={600} size="sm" mt="xs" mb={4}>
            Rubric
          </Text>
          <List size="sm" spacing={2}>
            {question.rubric.map((point, index) => (
              <List.Item key={index}>
                {point.point} ({point.marks} {point.marks === 1 ? 'mark' : 'marks'})
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
      {question.acceptedAnswers.length > 0 ? (
        <Text size="sm" mt="xs">
          <Text span fw={600}>
            Also accepted:
          </Text>{' '}
          {question.acceptedAnswers.join(' · ')}
        </Text>
      ) : null}
    </Card>
  );
}
