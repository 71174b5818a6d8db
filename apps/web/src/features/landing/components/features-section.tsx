import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartLine,
  IconLanguage,
  IconMessageQuestion,
  IconMicrophone,
  IconScribble,
  IconListCheck,
  IconWriting,
  type Icon,
} from '@tabler/icons-react';
import classes from './landing.module.css';
import { LandingSection } from './landing-section';
import { msg, useTranslation } from '@/i18n/i18n';

type Feature = { title: string; text: string; icon: Icon; planned?: boolean; featured?: boolean };

const FEATURES: Feature[] = [
  {
    title: msg('AI evaluation of handwritten answers'),
    text: msg(
      'Students photograph their answer sheets. Each page is transcribed, every question is marked against your model answer or rubric, and an overall report is written for the student.',
    ),
    icon: IconWriting,
    featured: true,
  },
  {
    title: msg('14+ regional languages'),
    text: msg(
      'Papers and answers in Hindi, Marathi, Tamil, Telugu, Kannada, Malayalam, Bengali, Gujarati, Punjabi, Odia, Urdu, Assamese, Sanskrit, English and more.',
    ),
    icon: IconLanguage,
  },
  {
    title: msg('Complex handwriting'),
    text: msg(
      'Cursive, crowded margins and mixed scripts: the transcription sits beside the photo, so a teacher can see what was read and correct a mark.',
    ),
    icon: IconScribble,
  },
  {
    title: msg('Real-time analytics'),
    text: msg(
      'The dashboard follows evaluations as they finish: weekly trends, averages per course and how scores spread across your classes.',
    ),
    icon: IconChartLine,
  },
  {
    title: msg('Socratic AI tutor'),
    text: msg(
      'Guides a student towards the answer with questions instead of handing it over, building on the feedback of their last attempt.',
    ),
    icon: IconMessageQuestion,
    planned: true,
  },
  {
    title: msg('Customised exams'),
    text: msg(
      'Your own question papers, marks and model answers, arranged into learning journeys whose levels unlock with XP.',
    ),
    icon: IconListCheck,
  },
  {
    title: msg('Viva Preparation mode'),
    text: msg(
      'Practice for oral examinations question by question, with feedback on every spoken answer.',
    ),
    icon: IconMicrophone,
    planned: true,
  },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="features"
      eyebrow={t('Features')}
      title={t('From answer sheet to report, without the marking pile')}
      intro={t(
        'Everything a teacher needs to set an exam, have it evaluated and explain the result.',
      )}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Card
            key={feature.title}
            withBorder
            padding="lg"
            radius="lg"
            className={feature.featured ? classes.featured : undefined}
            bg={feature.featured ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Group justify="space-between" align="flex-start" mb="md">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <feature.icon size={24} stroke={1.6} />
              </ThemeIcon>
              {feature.planned ? (
                <Badge variant="outline" color="gray">
                  {t('Planned')}
                </Badge>
              ) : null}
            </Group>
            <Title order={3} fz="lg" mb={6}>
              {t(feature.title)}
            </Title>
            <Text c="dimmed" fz="sm" lh={1.6}>
              {t(feature.text)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed" mt="xl" maw={820}>
        {t(
          'Handwriting and regional scripts are read best with a vision model connected through any OpenAI-compatible service, including one you host yourself; without one, a built-in offline engine transcribes and marks against your model answers. Features marked Planned are on the roadmap and not part of this release.',
        )}
      </Text>
    </LandingSection>
  );
}
