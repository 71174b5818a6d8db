import { Card, List, Text } from '@mantine/core';
import type { PaperQuestion } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { PaperMarkdown } from './paper-markdown';

/** What the evaluator marks a question against: model answer, rubric points, accepted answers. */
export function MarkingGuide({ question }: { question: PaperQuestion }) {
  const { t } = useTranslation();
  return (
    <Card withBorder mt="sm" padding="sm" bg="var(--mantine-color-default-hover)">
      <Text fw={600} size="sm" mb={4}>
        {t('Model answer')}
      </Text>
      {question.modelAnswer ? (
        <PaperMarkdown>{question.modelAnswer}</PaperMarkdown>
      ) : (
        <Text size="sm" c="dimmed">
          {t('No model answer yet.')}
        </Text>
      )}
      {question.rubric?.length ? (
        <>
          <Text fw={600} size="sm" mt="xs" mb={4}>
            {t('Rubric')}
          </Text>
          <List size="sm" spacing={2}>
            {question.rubric.map((point, index) => (
              <List.Item key={index}>
                {point.point} (
                {point.marks === 1
                  ? t('{{count}} mark', { count: point.marks })
                  : t('{{count}} marks', { count: point.marks })}
                )
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
      {question.acceptedAnswers.length > 0 ? (
        <Text size="sm" mt="xs">
          <Text span fw={600}>
            {t('Also accepted:')}
          </Text>{' '}
          {question.acceptedAnswers.join(' · ')}
        </Text>
      ) : null}
    </Card>
  );
}
