import { Group, Paper, Stack, Text } from '@mantine/core';
import type { VivaTurn } from '@markwise/contract';
import { ReportPart } from '@/components/exam-report/report-part';
import { MarkdownText } from '@/components/markdown-text';
import { useTranslation } from '@/i18n/i18n';
import { VivaScore } from './viva-score';
import { turnTitle, WAY_LABELS } from './viva-words';

const TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** Every turn of a viva, read only: the question, the answer and how it came, its score and feedback. */
export function VivaTurns({ turns, topics }: { turns: readonly VivaTurn[]; topics: number }) {
  return (
    <Stack gap="sm">
      {turns.map((turn) => (
        <VivaTurnView key={turn.id} turn={turn} topics={topics} />
      ))}
    </Stack>
  );
}

function VivaTurnView({ turn, topics }: { turn: VivaTurn; topics: number }) {
  const { t } = useTranslation();
  const title = turnTitle(turn, topics);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          {turn.score !== null ? <VivaScore score={turn.score} /> : null}
        </Group>
        <MarkdownText value={turn.question} />
        <ReportPart
          label={turn.way ? t('Answer ({{way}})', { way: t(WAY_LABELS[turn.way]) }) : t('Answer')}
        >
          <Text size="sm" style={TEXT_STYLE} c={turn.answer ? undefined : 'dimmed'}>
            {turn.answeredAt === null ? t('Not answered yet') : turn.answer || t('No answer')}
          </Text>
        </ReportPart>
        {turn.feedback ? (
          <ReportPart label={t('Feedback')}>
            <Text size="sm" style={TEXT_STYLE}>
              {turn.feedback}
            </Text>
          </ReportPart>
        ) : null}
      </Stack>
    </Paper>
  );
}
