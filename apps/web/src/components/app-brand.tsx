import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useAppName } from '@/lib/app-config';

type AppBrandProps = {
  /** Hide the name and keep only the mark (collapsed sidebar). */
  compact?: boolean;
  size?: 'md' | 'lg';
};

/** The product mark and the server-configured product name. */
export function AppBrand({ compact = false, size = 'md' }: AppBrandProps) {
  const appName = useAppName();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 40 : 32} radius="md" variant="filled" aria-hidden>
        <IconChecks size={size === 'lg' ? 24 : 20} stroke={2} />
      </ThemeIcon>
      {compact ? (
        <VisuallyHidden>{appName}</VisuallyHidden>
      ) : (
        <Text fw={700} fz={size === 'lg' ? 'xl' : 'lg'} truncate>
          {appName}
        </Text>
      )}
    </Group>
  );
}
