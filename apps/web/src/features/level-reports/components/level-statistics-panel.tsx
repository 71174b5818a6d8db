import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LevelUsersExportFormat } from '@markwise/contract';
import {
  IconAlertCircle,
  IconChartBar,
  IconFileSpreadsheet,
  IconFileTypeCsv,
} from '@tabler/icons-react';
import { msg, useTranslation } from '@/i18n/i18n';
import { StatePanel } from '@/components/state-panel';
import { formatNumber } from '@/lib/format';
import { toastError } from '@/lib/notify';
import { useExportGradebook } from '../api/export-gradebook';
import { useLevelStatistics } from '../api/get-level-statistics';
import { QuestionStatisticsCard } from './question-statistics-card';
import { TABLE_AREA_MIN_HEIGHT } from './report-states';

/** The gradebook's files, in button order. */
const GRADEBOOK_FILES = [
  { format: 'csv', label: msg('Download gradebook (CSV)'), Icon: IconFileTypeCsv },
  { format: 'xlsx', label: msg('Download gradebook (XLSX)'), Icon: IconFileSpreadsheet },
] as const;

/**
 * How the level's questions went (over each student's latest marked attempt), and its gradebook
 * (students × questions) to download.
 */
export function LevelStatisticsPanel({ levelId }: { levelId: string }) {
  const { t } = useTranslation();
  const query = useLevelStatistics(levelId);
  const exporter = useExportGradebook();
  const data = query.data;
  const marked = Boolean(data && data.questions.some((question) => question.n > 0));
  const exporting = exporter.isPending ? (exporter.variables?.format ?? null) : null;
  const download = (format: LevelUsersExportFormat) => {
    if (!data) return;
    exporter.mutate(
      { levelId, levelTitle: data.level.title, format },
      {
        onError: () =>
          toastError(
            t("The gradebook's {{format}} download failed. Please try again.", {
              format: format.toUpperCase(),
            }),
          ),
      },
    );
  };

  let content;
  if (query.isPending) {
    content = (
      <Center mih={TABLE_AREA_MIN_HEIGHT} role="status" aria-live="polite">
        <Loader aria-label={t('Loading statistics')} />
      </Center>
    );
  } else if (query.isError || !data) {
    content = (
      <Paper withBorder radius="md" p="xl" role="alert">
        <StatePanel
          icon={IconAlertCircle}
          failure
          title={t('Error Loading Statistics')}
          action={
            <Button variant="default" onClick={() => void query.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t('There was a problem loading the question statistics. Please try again.')}
        </StatePanel>
      </Paper>
    );
  } else if (!marked) {
    content = (
      <Center mih={TABLE_AREA_MIN_HEIGHT}>
        <StatePanel icon={IconChartBar} title={t('No marked answers yet')}>
          {t("Each question's figures appear here once answers to this level are marked.")}
        </StatePanel>
      </Center>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {data.questions.map((question) => (
          <QuestionStatisticsCard key={question.questionId} question={question} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {data && marked
            ? data.attempts === 1
              ? t("{{count}} student: each one's latest marked attempt, all dates", {
                  count: formatNumber(data.attempts),
                })
              : t("{{count}} students: each one's latest marked attempt, all dates", {
                  count: formatNumber(data.attempts),
                })
            : t("Each student's latest marked attempt, all dates")}
        </Text>
        <Group gap="xs" wrap="wrap">
          {GRADEBOOK_FILES.map(({ format, label, Icon }) => (
            <Button
              key={format}
              variant="default"
              size="sm"
              leftSection={<Icon size={16} aria-hidden />}
              loading={exporting === format}
              // One download at a time, and none before there is a mark to put in it.
              disabled={!marked || (exporting !== null && exporting !== format)}
              onClick={() => download(format)}
            >
              {t(label)}
            </Button>
          ))}
        </Group>
      </Group>
      {content}
    </Stack>
  );
}
