import { Badge, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { QuestionStatistics } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { ToneBadge } from '@/components/tone';
import { discriminationWords, facilityWords, meanWords } from '../lib/statistics-words';
import { MarkDistribution } from './mark-distribution';

/** One question's figures: mean, facility, discrimination, answers per mark, missed points. */
export function QuestionStatisticsCard({ question }: { question: QuestionStatistics }) {
  const { t } = useTranslation();
  const discrimination = discriminationWords(question.discrimination);
  const title = t('Question {{number}}', { number: question.number });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {question.n === 1
                ? t('{{count}} answer', { count: question.n })
                : t('{{count}} answers', { count: question.n })}{' '}
              ·{' '}
              {question.marks === 1
                ? t('{{count}} mark', { count: question.marks })
                : t('{{count}} marks', { count: question.marks })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {question.text}
          </Text>
        </div>
        <SimpleGrid cols={3} spacing="xs">
          <Figure
            label={t('Mean')}
            value={meanWords(question)}
            valueLabel={t('Mean {{value}}', { value: meanWords(question) })}
          />
          <Figure
            label={t('Facility')}
            value={facilityWords(question.facility)}
            valueLabel={t('Facility {{value}}', { value: facilityWords(question.facility) })}
          />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('Discrimination')}
            </Text>
            <Group gap={6} wrap="wrap">
              <Text
                fw={600}
                aria-label={t('Discrimination {{value}}', { value: discrimination.value })}
              >
                {discrimination.value}
              </Text>
              {discrimination.tone ? (
                <ToneBadge tone={discrimination.tone} size="sm">
                  {t(discrimination.verdict)}
                </ToneBadge>
              ) : (
                <Badge variant="default" size="sm" tt="none">
                  {t(discrimination.verdict)}
                </Badge>
              )}
            </Group>
          </Stack>
        </SimpleGrid>
        <MarkDistribution buckets={question.distribution} />
        {question.missingPoints.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('Rubric points most often missed')}
            </Text>
            <List
              size="sm"
              spacing={2}
              aria-label={t('Rubric points most often missed, {{question}}', { question: title })}
            >
              {question.missingPoints.map((point) => (
                <List.Item key={point.point}>
                  {point.point}{' '}
                  <Text span c="dimmed" size="sm">
                    {t('({{count}} of {{total}})', { count: point.count, total: question.n })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** `valueLabel` names the figure with its value for screen readers: 'Mean 1.75 / 4'. */
function Figure({
  label,
  value,
  valueLabel,
}: {
  label: string;
  value: string;
  valueLabel: string;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} aria-label={valueLabel}>
        {value}
      </Text>
    </Stack>
  );
}
