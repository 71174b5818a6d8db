import { Box, Container, Group, Stack, Text } from '@mantine/core';
import { AppBrand } from '@/components/app-brand';
import { useAppName } from '@/lib/app-config';
import { LANDING_SECTIONS } from '../lib/landing-sections';
import { SectionLink } from './section-link';
import { useTranslation } from '@/i18n/i18n';

export function LandingFooter() {
  const { t } = useTranslation();
  const appName = useAppName();
  return (
    <Box
      component="footer"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6}>
            <AppBrand />
            <Text fz="sm" c="dimmed">
              {t('Open-source, self-hosted exam evaluation for schools and institutions.')}
            </Text>
            <Text fz="xs" c="dimmed">
              © {new Date().getFullYear()} {appName}
            </Text>
          </Stack>
          <Group component="nav" aria-label={t('Footer')} gap="lg">
            {LANDING_SECTIONS.map((section) => (
              <SectionLink key={section.id} sectionId={section.id} fz="sm" c="dimmed">
                {t(section.label)}
              </SectionLink>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
