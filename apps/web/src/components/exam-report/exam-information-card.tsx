import { Alert, SimpleGrid, Text } from '@mantine/core';
import type { DetailedReport } from '@markwise/contract';
import { ToneBadge } from '@/components/tone';
import { formatDateTime, formatDuration } from '@/lib/format';
import { LabelledValue, ReportCard } from './report-card';
import { i18n, msg, useTranslation } from '@/i18n/i18n';

/** Each attempt status's label, translated where it is shown. */
const STATUS_LABELS: Record<string, string> = {
  in_progress: msg('In Progress'),
  submitted: msg('Submitted'),
  evaluating: msg('Evaluating'),
  in_review: msg('In Review'),
  evaluated: msg('Evaluated'),
  failed: msg('Failed'),
};

/** 'in_progress' → 'In Progress'. */
export function statusLabel(status: string): string {
  const known = STATUS_LABELS[status];
  if (known) return i18n.t(known);
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function ExamInformationCard({ metadata }: { metadata: DetailedReport['metadata'] }) {
  const { t } = useTranslation();
  return (
    <ReportCard title={t('Exam Information')} id="exam-report-exam-information">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
        <LabelledValue label={t('Student')}>
          <Text size="sm">{metadata.studentName || metadata.studentEmail}</Text>
        </LabelledValue>
        <LabelledValue label={t('Email')}>
          <Text size="sm">{metadata.studentEmail}</Text>
        </LabelledValue>
        <LabelledValue label={t('Start Time')}>
          <Text size="sm">{formatDateTime(metadata.startTime)}</Text>
        </LabelledValue>
        <LabelledValue label={t('End Time')}>
          <Text size="sm">{formatDateTime(metadata.endTime)}</Text>
        </LabelledValue>
        <LabelledValue label={t('Duration')}>
          <Text size="sm">{formatDuration(metadata.startTime, metadata.endTime)}</Text>
        </LabelledValue>
        <LabelledValue label={t('Status')}>
          <ToneBadge tone="green">{statusLabel(metadata.status)}</ToneBadge>
        </LabelledValue>
      </SimpleGrid>
      {metadata.failureReason ? (
        <Alert color="yellow" variant="light" title={t('Not marked yet')}>
          {metadata.failureReason}
        </Alert>
      ) : null}
    </ReportCard>
  );
}
