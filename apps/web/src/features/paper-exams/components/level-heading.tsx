import { Text } from '@mantine/core';
import type { LevelReportHeader } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';

/** "Unit test: Light · Light: unit test (PHY-10-UT-01)", as the level's reports head it. */
export function LevelHeading({ level }: { level: LevelReportHeader }) {
  const { t } = useTranslation();
  return (
    <>
      <Text component="span" fw={600} c="var(--mantine-color-text)">
        {level.title}
      </Text>
      {level.paper
        ? ` · ${level.paper.title} (${level.paper.qpCode})`
        : ` · ${t('No paper linked')}`}
    </>
  );
}
