import { Button, Group, Text } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import type { DetailedReportQuestion } from '@markwise/contract';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useTutorSettings } from '@/lib/api/tutor';
import { TutorPanel } from './tutor-panel';

/** The tutor goes over a released answer that lost marks. */
export const tutorCanHelp = ({ released, marks }: DetailedReportQuestion) =>
  released && marks.awarded !== null && marks.awarded < marks.allocated;

type TutorSectionProps = {
  question: DetailedReportQuestion;
  heading: string;
  /** The attempt, when the reader is its student and may ask the tutor. */
  askingFor?: string;
};

/** 'Ask the tutor' on a released answer that lost marks, when the institution offers the tutor. */
export function TutorSection({ question, heading, askingFor }: TutorSectionProps) {
  if (!askingFor || !tutorCanHelp(question)) return null;
  return <TutorOffer sessionId={askingFor} questionId={question.questionId} heading={heading} />;
}

type TutorOfferProps = { sessionId: string; questionId: string; heading: string };

function TutorOffer({ sessionId, questionId, heading }: TutorOfferProps) {
  const { t } = useTranslation();
  const settings = useTutorSettings();
  const [opened, setOpened] = useState(false);
  if (!settings.data?.enabled) return null;
  return (
    <Group gap="sm">
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconMessageChatbot size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t('Ask the tutor about {{question}}', { question: heading })}
      >
        {t('Ask the tutor')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('It asks you questions until you find what your answer missed.')}
      </Text>
      <TutorPanel
        opened={opened}
        onClose={() => setOpened(false)}
        sessionId={sessionId}
        questionId={questionId}
        heading={heading}
      />
    </Group>
  );
}
