import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { LandingSectionId } from '../lib/landing-sections';
import { LandingSection } from './landing-section';
import { useTranslation } from '@/i18n/i18n';

export type AudiencePoint = { title: string; text: string; icon: Icon };

type AudienceSectionProps = {
  id: LandingSectionId;
  eyebrow: string;
  title: string;
  intro: string;
  points: AudiencePoint[];
  tinted?: boolean;
};

/** A section written for one audience (institutions, students): a grid of what they get. */
export function AudienceSection({ points, ...section }: AudienceSectionProps) {
  const { t } = useTranslation();
  return (
    <LandingSection {...section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {points.map((point) => (
          <Card key={point.title} padding="lg" radius="lg" withBorder>
            <Stack gap="sm">
              <ThemeIcon size={40} radius="md" variant="light" color="teal" aria-hidden>
                <point.icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(point.title)}
              </Title>
              <Text c="dimmed" fz="sm" lh={1.6}>
                {t(point.text)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
