import { Badge, ColorSwatch, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';
import { passColor } from '@/lib/score-colors';
import { performanceLabel } from '../lib/students-query';

/** A student's average over evaluated exams, coloured by the pass rule. */
export function StudentPerformance({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null) {
    return (
      <Text c="dimmed" span aria-label={t('No evaluated exams yet')}>
        {performanceLabel(value)}
      </Text>
    );
  }
  const color = passColor(value);
  return (
    // Tint and dot carry the colour; the text keeps full contrast in both colour schemes.
    <Badge
      variant="light"
      color={color}
      size="lg"
      radius="sm"
      tt="none"
      leftSection={
        <ColorSwatch color={`var(--mantine-color-${color}-filled)`} size={8} withShadow={false} />
      }
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
      style={{ flexShrink: 0 }}
      data-performance={color}
    >
      {performanceLabel(value)}
    </Badge>
  );
}
