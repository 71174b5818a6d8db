import { Button, Group, Text } from '@mantine/core';
import { IconFileText, IconReportAnalytics } from '@tabler/icons-react';
import type { LevelUser } from '@markwise/contract';
import { fullName } from '@/lib/format';
import { canOpenDetailedReport } from '../lib/level-reports-rules';

/** Why there is nothing to open yet: only a submitted attempt awaits evaluation. */
const WAITING_LABELS: Record<LevelUser['level_progress']['status'], string> = {
  in_progress: 'Still being answered',
  submitted: 'Awaiting evaluation',
  evaluating: 'Being evaluated',
  in_review: 'In review',
  evaluated: 'Evaluated',
  failed: 'Evaluation failed',
};

export type UserActionHandlers = {
  onViewResult: (user: LevelUser) => void;
  onDetailedReport: (sessionId: string) => void;
};

/** 'View Result' once an attempt is evaluated; 'Detailed Report' for a completed attempt. */
export function UserActions({
  user,
  onViewResult,
  onDetailedReport,
}: UserActionHandlers & { user: LevelUser }) {
  const progress = user.level_progress;
  const name = fullName(user);
  const hasResult = progress.overall_report !== null;
  const hasDetailedReport = canOpenDetailedReport(progress);
  if (!hasResult && !hasDetailedReport) {
    return (
      <Text size="sm" c="dimmed">
        {WAITING_LABELS[progress.status]}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {hasResult ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileText size={14} aria-hidden />}
          onClick={() => onViewResult(user)}
          aria-label={`View Result of ${name}`}
        >
          View Result
        </Button>
      ) : null}
      {hasDetailedReport ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconReportAnalytics size={14} aria-hidden />}
          onClick={() => onDetailedReport(progress.session_id)}
          aria-label={`Detailed Report of ${name}`}
        >
          Detailed Report
        </Button>
      ) : null}
    </Group>
  );
}
