import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { StudentExamSession } from '@markwise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { ReportAction, ReportScore, ReportStatusBadge } from './reports-cells';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** Phone (below 768px) list of the student's exam reports: one card per exam, same facts. */
export function ReportsCards({ sessions }: { sessions: StudentExamSession[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      aria-label={t('Exam reports')}
      style={{ listStyle: 'none' }}
    >
      {sessions.map((session) => (
        <Card key={session._id} component="li" withBorder padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {session.paper.title}
              </Text>
              <Text size="sm" c="dimmed">
                {session.paper.subject}
              </Text>
            </Stack>
            <ReportStatusBadge session={session} />
          </Group>
          <SimpleGrid cols={2} spacing="xs" mt="sm">
            <Labelled label={t('Date')}>
              <Text size="sm">{formatDateTime(session.start_time)}</Text>
            </Labelled>
            <Labelled label={t('Score')}>
              <ReportScore session={session} />
            </Labelled>
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <ReportAction session={session} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function ReportsCardsSkeleton({ count }: { count: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={148} radius="md" />
      ))}
    </Stack>
  );
}
