import { Button, Group, Text } from '@mantine/core';
import { IconFileText, IconReportAnalytics } from '@tabler/icons-react';
import type { LevelUser } from '@markwise/contract';
import { msg, useTranslation } from '@/i18n/i18n';
import { fullName } from '@/lib/format';
import { canOpenDetailedReport } from '../lib/level-reports-rules';

/** Why there is nothing to open yet: only a submitted attempt awaits evaluation. */
const WAITING_LABELS: Record<LevelUser['level_progress']['status'], string> = {
  in_progress: msg('Still being answered'),
  submitted: msg('Awaiting evaluation'),
  evaluating: msg('Being evaluated'),
  in_review: msg('In review'),
  evaluated: msg('Evaluated'),
  failed: msg('Evaluation failed'),
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
  const { t } = useTranslation();
  const progress = user.level_progress;
  const name = fullName(user);
  const hasResult = progress.overall_report !== null;
  const hasDetailedReport = canOpenDetailedReport(progress);
  if (!hasResult && !hasDetailedReport) {
    return (
      <Text size="sm" c="dimmed">
        {t(WAITING_LABELS[progress.status])}
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
          aria-label={t('View Result of {{name}}', { name })}
        >
          {t('View Result')}
        </Button>
      ) : null}
      {hasDetailedReport ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconReportAnalytics size={14} aria-hidden />}
          onClick={() => onDetailedReport(progress.session_id)}
          aria-label={t('Detailed Report of {{name}}', { name })}
        >
          {t('Detailed Report')}
        </Button>
      ) : null}
    </Group>
  );
}
