import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled part of a report ('Question', 'Guidelines:'): a bold label over its content. */
export function ReportPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
