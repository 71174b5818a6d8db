import { Badge, Button, Text } from '@mantine/core';
import { IconFileAnalytics } from '@tabler/icons-react';
import { msg, useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import type { StudentExamSession } from '@markwise/contract';
import { ToneBadge, type Tone } from '@/components/tone';
import { paths } from '@/config/paths';
import {
  REPORT_STATUS_LABELS,
  isEvaluated,
  reportStatus,
  scoreText,
  type ReportStatus,
} from '../lib/reports-figures';

const TONES: Partial<Record<ReportStatus, Tone>> = {
  pass: 'green',
  fail: 'red',
  being_evaluated: 'yellow',
  in_review: 'yellow',
};

// A badge's label ellipsis would let a narrow column squeeze it down to '…'.
const unsqueezed = {
  style: { flex: 'none' },
  styles: { label: { overflow: 'visible' } },
} as const;

export function ReportStatusBadge({ session }: { session: StudentExamSession }) {
  return <StatusBadge status={reportStatus(session)} />;
}

/** Pass, Fail, In Progress, Being evaluated or being checked by the teacher, in the report tones. */
export function StatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const label = t(REPORT_STATUS_LABELS[status]);
  const tone = TONES[status];
  if (tone) {
    return (
      <ToneBadge tone={tone} data-status={status} {...unsqueezed}>
        {label}
      </ToneBadge>
    );
  }
  return (
    <Badge
      variant="light"
      color={status === 'in_progress' ? undefined : 'gray'}
      tt="none"
      data-status={status}
      {...unsqueezed}
    >
      {label}
    </Badge>
  );
}

export function ReportScore({ session }: { session: StudentExamSession }) {
  const { t } = useTranslation();
  const text = scoreText(session);
  return isEvaluated(session) ? (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" aria-label={t('No score yet')}>
      {text}
    </Text>
  );
}

/** Why a session has no report to open yet. */
const NO_DETAILS_REASON: Record<Exclude<ReportStatus, 'pass' | 'fail' | 'in_review'>, string> = {
  in_progress: msg('Available after you submit'),
  being_evaluated: msg('Available once evaluated'),
  evaluation_failed: msg('Your teacher will re-run the evaluation'),
};

/**
 * 'View Details' for an evaluated session, and for one a teacher is checking (its released marks
 * can be read); otherwise why there is nothing to view yet.
 */
export function ReportAction({ session }: { session: StudentExamSession }) {
  const { t } = useTranslation();
  const status = reportStatus(session);
  if (status === 'pass' || status === 'fail' || status === 'in_review') {
    return (
      <Button
        component={Link}
        to={paths.reportDetails(session._id)}
        size="xs"
        variant="light"
        leftSection={<IconFileAnalytics size={14} aria-hidden />}
      >
        {t('View Details')}
      </Button>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {t(NO_DETAILS_REASON[status])}
    </Text>
  );
}
