import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useAppName } from '@/lib/app-config';
import { scrollToSection } from '../lib/landing-sections';
import { HeroIllustration } from './hero-illustration';
import classes from './landing.module.css';
import { msg, useTranslation } from '@/i18n/i18n';

const HIGHLIGHTS = [
  msg('Marks and feedback for every question'),
  msg('Teachers review and can override any mark'),
  msg('Runs on your own server, your data stays with you'),
];

export function HeroSection() {
  const { t } = useTranslation();
  const appName = useAppName();
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 40, sm: 88 }}>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 40, md: 56 }}
          style={{ alignItems: 'center' }}
        >
          <Stack gap="lg">
            <Badge variant="light" size="lg" radius="sm" w="fit-content">
              {t('Open source · Self-hosted')}
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
              {t("AI evaluation of handwritten answers, in your students' own languages")}
            </Title>
            <Text size="lg" c="dimmed">
              {t(
                '{{appName}} reads photographed answer sheets, marks each question against your model answers and writes feedback students can act on, so teachers spend their time teaching instead of correcting.',
                { appName },
              )}
            </Text>
            <List
              spacing="xs"
              icon={
                <IconCircleCheck size={20} color="var(--mantine-color-teal-filled)" aria-hidden />
              }
            >
              {HIGHLIGHTS.map((highlight) => (
                <List.Item key={highlight}>{t(highlight)}</List.Item>
              ))}
            </List>
            <Group gap="sm">
              <Button
                component="a"
                href="#contact"
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection('contact');
                }}
              >
                {t('Request a demo')}
              </Button>
              <Button
                component="a"
                href="#features"
                size="md"
                variant="default"
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection('features');
                }}
              >
                {t('See the features')}
              </Button>
            </Group>
          </Stack>
          <Group justify="center">
            <HeroIllustration />
          </Group>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
