import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons shown beside the title (wrapping below it on narrow screens). */
  actions?: ReactNode;
  /** Before the title, outside the heading: e.g. the avatar of the person the page is about. */
  leading?: ReactNode;
};

export function PageHeader({ title, subtitle, actions, leading }: PageHeaderProps) {
  const heading = (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </Stack>
  );
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      {leading ? (
        <Group gap="md" wrap="nowrap">
          {leading}
          {heading}
        </Group>
      ) : (
        heading
      )}
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
