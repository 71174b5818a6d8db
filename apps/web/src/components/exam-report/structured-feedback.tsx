import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { JsonText, MarkdownText } from '@/components/markdown-text';
import { ToneText } from '@/components/tone';
import { parseFeedback, type ParsedFeedback } from './feedback';
import { ReportPart } from './report-part';
import { msg, useTranslation } from '@/i18n/i18n';

export const FEEDBACK_ERROR_TEXT = msg('Error displaying feedback');

type StructuredPart = Extract<ParsedFeedback, { kind: 'structured' }>['feedback'];

function StructuredSections({ feedback }: { feedback: StructuredPart }) {
  const { t } = useTranslation();
  const points = feedback.marks_per_question ?? [];
  return (
    <Stack gap="sm">
      {feedback.guidlines ? (
        <ReportPart label={t('Guidelines:')}>
          <MarkdownText value={feedback.guidlines} />
        </ReportPart>
      ) : null}
      {feedback.readable_response ? (
        <ReportPart label={t('Response Analysis:')}>
          <MarkdownText value={feedback.readable_response} />
        </ReportPart>
      ) : null}
      {points.length > 0 ? (
        <ReportPart label={t('Detailed Feedback:')}>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {points.map((point, index) => (
              <Paper
                component="li"
                key={`${point.question_number}-${index}`}
                withBorder
                p="sm"
                radius="sm"
              >
                <Group justify="space-between" gap="xs" mb={4}>
                  <Text size="sm" fw={600}>
                    {t('Point {{number}}', { number: point.question_number })}
                  </Text>
                  <Badge variant="light" color="gray" tt="none">
                    {t('{{awarded}}/{{allocated}} marks', {
                      awarded: point.marks_awarded,
                      allocated: point.marks_allocated,
                    })}
                  </Badge>
                </Group>
                <MarkdownText value={point.feedback} />
                {point.improvement_suggestion ? (
                  <Stack gap={0} mt={4}>
                    <Text size="sm" fw={600}>
                      {t('Suggestion:')}
                    </Text>
                    {/* Evaluators write suggestions in markdown, as they do the feedback. */}
                    <MarkdownText value={point.improvement_suggestion} />
                  </Stack>
                ) : null}
              </Paper>
            ))}
          </Stack>
        </ReportPart>
      ) : null}
    </Stack>
  );
}

/** One answer's feedback: structured sections, markdown, JSON text, or an error line. */
export function FeedbackView({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const parsed = parseFeedback(value);
  const error = parsed.kind === 'error' ? parsed.error : null;

  useEffect(() => {
    if (error) console.error(FEEDBACK_ERROR_TEXT, error);
  }, [error]);

  switch (parsed.kind) {
    case 'empty':
      return <MarkdownText value={null} emptyText={t('No feedback yet.')} />;
    case 'text':
      return <MarkdownText value={parsed.text} />;
    case 'json':
      return <JsonText text={parsed.text} />;
    case 'structured':
      return <StructuredSections feedback={parsed.feedback} />;
    case 'error':
      return (
        <ToneText size="sm" tone="red" role="alert">
          {t(FEEDBACK_ERROR_TEXT)}
        </ToneText>
      );
  }
}
