import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import type { StudentSummary } from '@markwise/contract';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { sessionStatus } from '../lib/reports-figures';
import { StatusBadge } from './reports-cells';
import { formatPercent } from '@/lib/format';

type RecentExam = StudentSummary['recent'][number];

function RecentExamRow({ exam }: { exam: RecentExam }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Stack gap={0} miw={0}>
        {exam.status === 'evaluated' || exam.status === 'in_review' ? (
          <Anchor component={Link} to={paths.reportDetails(exam._id)} fw={600} truncate>
            {exam.title}
          </Anchor>
        ) : exam.status === 'in_progress' ? (
          <Anchor component={Link} to={paths.attempt(exam._id)} fw={600} truncate>
            {exam.title}
          </Anchor>
        ) : (
          <Text fw={600} truncate>
            {exam.title}
          </Text>
        )}
        <Text fz="sm" c="dimmed" truncate>
          {exam.subject} · {formatDateTime(exam.startTime)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {exam.percentage !== null ? <Text fw={600}>{formatPercent(exam.percentage)}</Text> : null}
        <StatusBadge status={sessionStatus(exam.status, exam.isPass)} />
      </Group>
    </Group>
  );
}

/** The student's five newest attempts, each linking to its report or back into the exam. */
export function RecentExams({ recent }: { recent: RecentExam[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="h4" mb="sm">
        {t('Recent Exams')}
      </Title>
      {recent.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('No exams yet. Start one from the Exams tab.')}
        </Text>
      ) : (
        <Stack gap={0}>
          {recent.map((exam) => (
            <RecentExamRow key={exam._id} exam={exam} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
