import { Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type StatePanelProps = {
  icon: Icon;
  title: string;
  /** The sentence under the title. */
  children: ReactNode;
  color?: MantineColor;
  /** 'page' when the state is the whole screen (an h1), 'section' inside one (an h2). */
  scale?: 'page' | 'section';
  /** A way out: a link back, a retry. */
  action?: ReactNode;
};

/** An empty, missing or failed state: an icon, a heading, a sentence and perhaps an action. */
export function StatePanel({
  icon: StateIcon,
  title,
  children,
  color = 'gray',
  scale = 'section',
  action,
}: StatePanelProps) {
  const page = scale === 'page';
  return (
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={page ? 56 : 48} radius="xl" variant="light" color={color} aria-hidden>
        <StateIcon size={page ? 30 : 26} />
      </ThemeIcon>
      <Title order={page ? 1 : 2} fz={page ? 'h2' : 'h4'}>
        {title}
      </Title>
      <Text c="dimmed" size={page ? undefined : 'sm'} maw={page ? 460 : undefined}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}
