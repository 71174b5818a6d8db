import { Group, SimpleGrid, Text } from '@mantine/core';
import type { DetailedReport } from '@markwise/contract';
import { ToneText } from '@/components/tone';
import { passColor } from '@/lib/score-colors';
import { LabelledValue, ReportCard } from './report-card';
import { formatPercent } from '@/lib/format';
import { useTranslation } from '@/i18n/i18n';

type ScoreSummaryCardProps = {
  overallScore: DetailedReport['overallScore'];
  totalQuestions: number;
};

export function ScoreSummaryCard({ overallScore, totalQuestions }: ScoreSummaryCardProps) {
  const { t } = useTranslation();
  return (
    <ReportCard title={t('Score Summary')} id="exam-report-score-summary">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <LabelledValue label={t('Total Score')}>
          {overallScore.awarded === null || overallScore.percentage === null ? (
            // No total while answers wait for a teacher: an answer in review counts for nothing yet.
            <Text fz="md" fw={600} c="dimmed">
              {t('Being checked by your teacher')}
            </Text>
          ) : (
            <Group gap="xs" align="baseline">
              <Text fz="xl" fw={700}>
                {overallScore.awarded}/{overallScore.allocated}
              </Text>
              <ToneText fw={600} tone={passColor(overallScore.percentage, overallScore.isPass)}>
                ({formatPercent(overallScore.percentage)})
              </ToneText>
            </Group>
          )}
        </LabelledValue>
        <LabelledValue label={t('Questions')}>
          <Text fz="xl" fw={700}>
            {totalQuestions}
          </Text>
        </LabelledValue>
      </SimpleGrid>
    </ReportCard>
  );
}
