import { Alert, SimpleGrid, Text } from '@mantine/core';
import type { DetailedReport } from '@markwise/contract';
import { ToneBadge } from '@/components/tone';
import { formatDateTime, formatDuration } from '@/lib/format';
import { LabelledValue, ReportCard } from './report-card';

/** 'in_progress' → 'In Progress'. */
export function statusLabel(status: string): string {
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function ExamInformationCard({ metadata }: { metadata: DetailedReport['metadata'] }) {
  return (
    <ReportCard title="Exam Information">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
        <LabelledValue label="Student">
          <Text size="sm">{metadata.studentName || metadata.studentEmail}</Text>
        </LabelledValue>
        <LabelledValue label="Email">
          <Text size="sm">{metadata.studentEmail}</Text>
        </LabelledValue>
        <LabelledValue label="Start Time">
          <Text size="sm">{formatDateTime(metadata.startTime)}</Text>
        </LabelledValue>
        <LabelledValue label="End Time">
          <Text size="sm">{formatDateTime(metadata.endTime)}</Text>
        </LabelledValue>
        <LabelledValue label="Duration">
          <Text size="sm">{formatDuration(metadata.startTime, metadata.endTime)}</Text>
        </LabelledValue>
        <LabelledValue label="Status">
          <ToneBadge tone="green">{statusLabel(metadata.status)}</ToneBadge>
        </LabelledValue>
      </SimpleGrid>
      {metadata.failureReason ? (
        <Alert color="yellow" variant="light" title="Not marked yet">
          {metadata.failureReason}
        </Alert>
      ) : null}
    </ReportCard>
  );
}
