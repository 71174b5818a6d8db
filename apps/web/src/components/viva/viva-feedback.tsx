import { Group, Paper, Stack, Text } from '@mantine/core';
import type { VivaTurn } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { VivaScore } from './viva-score';
import { turnTitle } from './viva-words';

type VivaFeedbackProps = {
  /** An answered turn. */
  turn: VivaTurn;
  topics: number;
};

/** How the student's last answer went: its score and the examiner's feedback. */
export function VivaFeedback({ turn, topics }: VivaFeedbackProps) {
  const { t } = useTranslation();
  const title = t('Your answer to {{question}}', { question: turnTitle(turn, topics) });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          {turn.score !== null ? <VivaScore score={turn.score} /> : null}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {turn.feedback ?? t('No feedback was given.')}
        </Text>
      </Stack>
    </Paper>
  );
}
