import { Group, Paper, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/** One step of a paper exam, headed, on its own panel. */
export function PaperExamSection({
  title,
  icon: SectionIcon,
  children,
}: {
  title: string;
  icon: Icon;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={id}
    >
      <Group gap="xs" mb="md">
        <SectionIcon size={22} stroke={1.5} aria-hidden />
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}
