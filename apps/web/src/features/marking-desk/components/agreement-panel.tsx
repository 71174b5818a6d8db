import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReviewQuestionCount } from '@markwise/contract';
import { i18n, useTranslation } from '@/i18n/i18n';
import { formatPercent } from '@/lib/format';

const percent = (share: number) => formatPercent(Math.round(share * 100));

const NEGLIGIBLE = 0.05;

const signed = (difference: number) =>
  Math.abs(difference) < NEGLIGIBLE
    ? '0.0'
    : `${difference > 0 ? '+' : ''}${difference.toFixed(1)}`;

/** Teacher minus machine, in words a teacher reads at a glance. */
function meanWords(difference: number): string {
  if (Math.abs(difference) < NEGLIGIBLE) return i18n.t('no lean either way');
  const size = Math.abs(difference).toFixed(1);
  return difference > 0
    ? i18n.t('the machine marks {{size}} low', { size })
    : i18n.t('the machine marks {{size}} high', { size });
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * Machine and teachers on one question: on the answers a teacher has marked, how often the
 * suggestion was kept or came close. With enough of them a teacher can let the rest stand.
 */
export function AgreementPanel({ question }: { question: ReviewQuestionCount }) {
  const { t } = useTranslation();
  const { agreement } = question;
  const headingId = `agreement-${question.questionId}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Text id={headingId} fw={600} mb="xs">
        {t('Machine and teachers on question {{number}}', { number: question.number })}
      </Text>
      {agreement === null ? (
        <Text size="sm" c="dimmed">
          {t('No teacher has marked this question yet: the figures start with the first mark.')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Figure label={t('marked by a teacher')} value={String(agreement.n)} />
          <Figure label={t('same mark')} value={percent(agreement.exact)} />
          <Figure label={t('within one mark')} value={percent(agreement.withinOne)} />
          <Figure
            label={meanWords(agreement.meanDifference)}
            value={signed(agreement.meanDifference)}
          />
          <Figure
            label={t('correlation r')}
            value={agreement.r === null ? '—' : agreement.r.toFixed(2)}
          />
        </SimpleGrid>
      )}
    </Paper>
  );
}
