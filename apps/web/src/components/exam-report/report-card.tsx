import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of the report's four cards, labelled by its heading. */
export function ReportCard({
  title,
  id,
  children,
}: {
  title: string;
  /** The heading's id: stable whatever the language of the title. */
  id: string;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Title order={3} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A label above its value, for the information grids. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Title order={4} fz="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Title>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}
