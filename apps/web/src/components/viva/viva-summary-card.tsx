import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { VivaSummary } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { VivaScore } from './viva-score';

/** How the whole viva went: the overall score, each topic's (its better answer) and a summary. */
export function VivaSummaryCard({ summary }: { summary: VivaSummary }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="viva-summary-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Title order={2} fz="h4" id="viva-summary-title">
            {t('Viva summary')}
          </Title>
          <VivaScore score={summary.score} />
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{summary.text}</Text>
        <List spacing="xs" listStyleType="none" aria-label={t('Score by question')}>
          {summary.topics.map((topic) => (
            <List.Item key={topic.topic}>
              <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600}>
                    {t('Question {{number}}', { number: topic.topic })}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {topic.question}
                  </Text>
                </Stack>
                <VivaScore score={topic.score} />
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
