import { Badge, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { QuestionStatistics } from '@markwise/contract';
import { ToneBadge } from '@/components/tone';
import { discriminationWords, facilityWords, meanWords } from '../lib/statistics-words';
import { MarkDistribution } from './mark-distribution';

/** One question's figures: mean, facility, discrimination, answers per mark, missed points. */
export function QuestionStatisticsCard({ question }: { question: QuestionStatistics }) {
  const discrimination = discriminationWords(question.discrimination);
  const title = `Question ${question.number}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {question.n} {question.n === 1 ? 'answer' : 'answers'} · {question.marks}{' '}
              {question.marks === 1 ? 'mark' : 'marks'}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {question.text}
          </Text>
        </div>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Mean" value={meanWords(question)} />
          <Figure label="Facility" value={facilityWords(question.facility)} />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Discrimination
            </Text>
            <Group gap={6} wrap="wrap">
              <Text fw={600} aria-label={`Discrimination ${discrimination.value}`}>
                {discrimination.value}
              </Text>
              {discrimination.tone ? (
                <ToneBadge tone={discrimination.tone} size="sm">
                  {discrimination.verdict}
                </ToneBadge>
              ) : (
                <Badge variant="default" size="sm" tt="none">
                  {discrimination.verdict}
                </Badge>
              )}
            </Group>
          </Stack>
        </SimpleGrid>
        <MarkDistribution buckets={question.distribution} />
        {question.missingPoints.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Rubric points most often missed
            </Text>
            <List size="sm" spacing={2} aria-label={`Rubric points most often missed, ${title}`}>
              {question.missingPoints.map((point) => (
                <List.Item key={point.point}>
                  {point.point}{' '}
                  <Text span c="dimmed" size="sm">
                    ({point.count} of {question.n})
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

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} aria-label={`${label} ${value}`}>
        {value}
      </Text>
    </Stack>
  );
}
