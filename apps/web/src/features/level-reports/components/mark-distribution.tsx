import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { MarkBucket } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';

const BAR_HEIGHT = 48;

/**
 * Answers per whole mark as small bars, 0 marks on the left; the heights are relative to the
 * fullest mark. Screen readers get the counts as one sentence instead of the bars.
 */
export function MarkDistribution({ buckets }: { buckets: readonly MarkBucket[] }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const sentence = buckets
    .map(({ marks, count }) =>
      marks === 1
        ? t('{{marks}} mark: {{count}}', { marks, count })
        : t('{{marks}} marks: {{count}}', { marks, count }),
    )
    .join(', ');
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('Answers per mark')}
      </Text>
      <Group
        gap={3}
        align="flex-end"
        wrap="nowrap"
        role="img"
        aria-label={t('Answers per mark: {{counts}}', { counts: sentence })}
      >
        {buckets.map((bucket) => (
          <Tooltip
            key={bucket.marks}
            label={t('{{marks}} marks: {{count}}', { marks: bucket.marks, count: bucket.count })}
            withinPortal
          >
            <Stack gap={2} align="center" style={{ flex: '1 1 0', minWidth: 14, maxWidth: 40 }}>
              <Box
                w="100%"
                h={Math.max(2, Math.round((bucket.count / most) * BAR_HEIGHT))}
                bg={bucket.count > 0 ? 'blue.6' : 'gray.3'}
                style={{ borderRadius: 2 }}
                data-count={bucket.count}
              />
              <Text size="10px" c="dimmed" aria-hidden>
                {bucket.marks}
              </Text>
            </Stack>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}
