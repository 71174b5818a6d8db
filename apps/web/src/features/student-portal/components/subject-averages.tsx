import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { StudentSummary } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { passColor } from '@/lib/score-colors';
import { formatPercent } from '@/lib/format';

/** The student's average per subject as bars, green from the pass threshold. */
export function SubjectAverages({ subjects }: { subjects: StudentSummary['subjects'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="h4" mb="sm">
        {t('Average by Subject')}
      </Title>
      {subjects.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('Your averages appear here once an exam has been marked.')}
        </Text>
      ) : (
        <Stack gap="sm">
          {subjects.map((subject) => (
            <div key={subject.subject}>
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Text fz="sm" fw={600} truncate>
                  {subject.subject}
                </Text>
                <Text fz="sm" c="dimmed">
                  {formatPercent(subject.averageScore)} ·{' '}
                  {subject.completed === 1
                    ? t('{{count}} exam', { count: subject.completed })
                    : t('{{count}} exams', { count: subject.completed })}
                </Text>
              </Group>
              <Progress
                value={subject.averageScore}
                color={passColor(subject.averageScore)}
                size="lg"
                radius="sm"
                aria-label={t('{{subject}} average {{percent}}', {
                  subject: subject.subject,
                  percent: formatPercent(subject.averageScore),
                })}
              />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
