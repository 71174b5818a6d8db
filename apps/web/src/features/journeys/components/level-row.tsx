import { Badge, Box, Button, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { Level } from '@markwise/contract';
import { IconChartBar, IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { levelTypeColor, levelTypeLabel, lockLabel } from '../lib/journey-levels';

export const LEVEL_ROW_MIN_HEIGHT = 64;

/**
 * One level: order, title, type, the XP it needs while locked, and 'View Reports'. A locked
 * row is dimmed with a muted background and text rather than opacity, which would fail contrast.
 */
export function LevelRow({ level }: { level: Level }) {
  const { t } = useTranslation();
  const lock = lockLabel(level);
  return (
    <Box
      component="li"
      px="md"
      py="sm"
      mih={LEVEL_ROW_MIN_HEIGHT}
      bg={lock ? 'var(--mantine-color-default-hover)' : undefined}
      data-locked={lock ? 'true' : undefined}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm" mih={40} style={{ rowGap: 8 }}>
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
          <ThemeIcon
            radius="xl"
            size={32}
            variant={lock ? 'default' : 'light'}
            style={{ flexShrink: 0 }}
          >
            <Text fz="sm" fw={700}>
              <VisuallyHidden>{t('Level')} </VisuallyHidden>
              {level.order}
            </Text>
          </ThemeIcon>
          <Group gap={8} miw={0} wrap="wrap" style={{ rowGap: 4 }}>
            <Text fw={600} c={lock ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {level.title}
            </Text>
            <Badge variant="light" color={levelTypeColor(level.type)} style={{ flexShrink: 0 }}>
              {t(levelTypeLabel(level.type))}
            </Badge>
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {lock ? (
            <Group gap={6} c="dimmed" wrap="nowrap">
              <IconLock size={16} stroke={1.5} aria-hidden />
              <VisuallyHidden>{t('Locked, requires')}</VisuallyHidden>
              <Text fz="sm" fw={600} c="dimmed">
                {lock}
              </Text>
            </Group>
          ) : null}
          {/* Students unlock a level with XP; its reports stay open to teachers either way. */}
          <Button
            component={Link}
            to={paths.levelReports(level._id)}
            size="xs"
            variant={lock ? 'default' : 'filled'}
            leftSection={<IconChartBar size={14} aria-hidden />}
          >
            {t('View Reports')}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
