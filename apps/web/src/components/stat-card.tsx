import { Card, Group, Loader, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export type StatCardProps = {
  label: string;
  hint: string;
  icon: Icon;
  /** A Mantine colour for the icon. */
  color: string;
  /** The figure as shown; undefined while it loads (a spinner keeps its place). */
  value: string | undefined;
  testId?: string;
};

/**
 * Height of the number line, kept while loading so the cards do not grow when data arrives; a
 * figure that needs two lines on a phone ('5 மணி 36 நி') may grow it rather than overlap the hint.
 */
const VALUE_HEIGHT = 40;

/** One figure of a dashboard: label, value, icon and a line saying what it counts. */
export function StatCard({ label, hint, icon: StatIcon, color, value, testId }: StatCardProps) {
  return (
    <Card withBorder padding="lg" radius="md">
      {/* Two lines reserved where two cards share a narrow row, so their numbers line up. */}
      <Text fw={600} c="dimmed" fz="sm" lh={1.35} mih={{ base: 38, lg: 0 }}>
        {label}
      </Text>
      <Group justify="space-between" wrap="nowrap" mih={VALUE_HEIGHT} mt={6}>
        {value === undefined ? (
          <Loader size="sm" aria-hidden />
        ) : (
          <Text fz={{ base: 26, sm: 30 }} fw={700} lh={1.1} data-testid={testId}>
            {value}
          </Text>
        )}
        <ThemeIcon variant="light" color={color} size={36} radius="md" aria-hidden>
          <StatIcon size={20} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Text fz="xs" c="dimmed" mt={8}>
        {hint}
      </Text>
    </Card>
  );
}
