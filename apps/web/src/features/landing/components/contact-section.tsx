import { Card, SimpleGrid, Stack, Text, ThemeIcon, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { IconMail } from '@tabler/icons-react';
import { useAppName } from '@/lib/app-config';
import { LandingSection } from './landing-section';
import { msg, useTranslation } from '@/i18n/i18n';

/**
 * The form (with the contract's schemas, so zod) is far below the fold: it loads after the page
 * has rendered, in the space kept for it, rather than delaying the first paint.
 */
const DemoRequestForm = lazy(() =>
  import('./demo-request-form').then((module) => ({ default: module.DemoRequestForm })),
);
/** About the form's own height, so that nothing below moves when it arrives. */
const FORM_MIN_HEIGHT = 520;

const NEXT_STEPS = [
  msg('We reply by email to arrange a time that suits you.'),
  msg('A walkthrough with your own question paper and a few answer sheets.'),
  msg('Help setting it up on your servers, if you decide to go ahead.'),
];

export function ContactSection() {
  const { t } = useTranslation();
  const appName = useAppName();
  return (
    <LandingSection
      id="contact"
      eyebrow={t('Contact')}
      title={t('Request a demo')}
      intro={t(
        'Tell us about your institution and we will show you {{appName}} on your own exams.',
        { appName },
      )}
      tinted
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 56 }}>
        <Stack gap="lg">
          {NEXT_STEPS.map((step, index) => (
            <Group key={step} wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={32} radius="xl" variant="light" aria-hidden>
                <Text fw={700} fz="sm">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Text>{t(step)}</Text>
            </Group>
          ))}
          <Group wrap="nowrap" gap="sm" c="dimmed">
            <IconMail size={18} aria-hidden />
            <Text fz="sm" c="dimmed">
              {t('Fields marked * are required. We use your details only to answer this request.')}
            </Text>
          </Group>
        </Stack>
        <Card withBorder radius="lg" padding="xl" shadow="sm" mih={FORM_MIN_HEIGHT}>
          <Suspense fallback={null}>
            <DemoRequestForm />
          </Suspense>
        </Card>
      </SimpleGrid>
    </LandingSection>
  );
}
