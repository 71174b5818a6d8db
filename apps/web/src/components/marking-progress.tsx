import { Progress, Stack, Text } from '@mantine/core';
import type { ReviewQuestionCount } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';

export type MarkingCounts = Pick<
  ReviewQuestionCount,
  'waiting' | 'needsDecision' | 'unreleased' | 'reviewed' | 'total'
>;

/** The counts of several questions together: a level's progress. */
export function countsOf(questions: readonly MarkingCounts[]): MarkingCounts {
  return questions.reduce(
    (sum, question) => ({
      waiting: sum.waiting + question.waiting,
      needsDecision: sum.needsDecision + question.needsDecision,
      unreleased: sum.unreleased + question.unreleased,
      reviewed: sum.reviewed + question.reviewed,
      total: sum.total + question.total,
    }),
    { waiting: 0, needsDecision: 0, unreleased: 0, reviewed: 0, total: 0 },
  );
}

/**
 * How far teachers are with marks: reviewed by a teacher, waiting for a decision, held until a
 * release, of every marked answer. The bar repeats the sentence, so it is hidden from readers.
 */
export function MarkingProgress({ counts, label }: { counts: MarkingCounts; label: string }) {
  const { t } = useTranslation();
  const held = counts.unreleased - counts.needsDecision;
  const share = (n: number) => (counts.total === 0 ? 0 : (n / counts.total) * 100);
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Progress.Root size="md" aria-hidden>
        <Progress.Section value={share(counts.reviewed)} color="teal" />
        <Progress.Section value={share(counts.needsDecision)} color="yellow" />
        <Progress.Section value={share(held)} color="gray" />
      </Progress.Root>
      <Text size="sm">
        {counts.total === 1
          ? t('{{reviewed}} of {{count}} answer reviewed by a teacher', {
              reviewed: counts.reviewed,
              count: counts.total,
            })
          : t('{{reviewed}} of {{count}} answers reviewed by a teacher', {
              reviewed: counts.reviewed,
              count: counts.total,
            })}
        {' · '}
        {counts.needsDecision === 1
          ? t('{{count}} needs a decision', { count: counts.needsDecision })
          : t('{{count}} need a decision', { count: counts.needsDecision })}
        {' · '}
        {t('{{count}} held until release', { count: held })}
      </Text>
    </Stack>
  );
}
