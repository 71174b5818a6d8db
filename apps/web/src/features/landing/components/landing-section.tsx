import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SECTION_SCROLL_MARGIN, type LandingSectionId } from '../lib/landing-sections';

type LandingSectionProps = {
  id: LandingSectionId;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** Tinted background to separate neighbouring sections. */
  tinted?: boolean;
  children: ReactNode;
};

/** One anchored section: focusable so the header links move keyboard users there too. */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  tinted,
  children,
}: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      py={{ base: 56, sm: 88 }}
      bg={tinted ? 'var(--mantine-color-default-hover)' : undefined}
      style={{ scrollMarginTop: SECTION_SCROLL_MARGIN, outline: 'none' }}
    >
      <Container size="lg">
        <Stack gap="xs" mb={{ base: 32, sm: 48 }} maw={720}>
          <Text tt="uppercase" fw={700} fz="sm" c="var(--mantine-primary-color-light-color)">
            {eyebrow}
          </Text>
          <Title order={2} id={headingId} fz={{ base: 28, sm: 36 }} lh={1.2}>
            {title}
          </Title>
          {intro ? (
            <Text size="lg" c="dimmed">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
