import { Text } from '@mantine/core';
import type { LevelUser } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { ToneBadge } from '@/components/tone';
import { completionLabel } from '../lib/level-reports-rules';

export function StatusBadge({ user }: { user: LevelUser }) {
  const { t } = useTranslation();
  const label = completionLabel(user.level_progress);
  return (
    <ToneBadge
      tone={label === 'Completed' ? 'green' : 'yellow'}
      // The label's default ellipsis lets the table squeeze the column down to '…'.
      style={{ flex: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(label)}
    </ToneBadge>
  );
}

/** Marks of the day's latest evaluated attempt; a dash until one is evaluated. */
export function MarksObtained({ user }: { user: LevelUser }) {
  const { t } = useTranslation();
  const report = user.level_progress.overall_report;
  if (!report) {
    return (
      <Text size="sm" c="dimmed" aria-label={t('Not evaluated yet')}>
        —
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600}>
      {report.marks_awarded}/{report.marks_allocated}
    </Text>
  );
}
