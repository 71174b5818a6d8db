import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { VivaAvailability } from '@markwise/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { LoadFailure, queryFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/i18n';
import { useStartViva, useVivaAvailability } from '@/lib/api/viva';
import { useLevelTitle } from '../api/get-level-title';
import { PastVivas } from '../components/past-vivas';
import type { AnswerWays } from '../components/viva-answer-form';
import { VivaIntro } from '../components/viva-intro';
import { VivaSessionView } from '../components/viva-session-view';
import { speechRecognition } from '../lib/use-browser-speech';
import { recordingType } from '../lib/use-recorder';
import { vivaRefusal } from '../lib/viva-refusal';

/** A spoken answer is offered only where the institution allows it and this browser can do it. */
const answerWays = (availability: VivaAvailability): AnswerWays => ({
  recording: availability.recording && recordingType() !== null,
  speech: availability.browserSpeech && speechRecognition() !== null,
});

/**
 * /student-portal/exams/:levelId/viva: the level's viva practice. Its introduction and the
 * student's past vivas, then one viva, question by question, to its summary.
 */
export function VivaPracticeRoute() {
  const { t } = useTranslation();
  const { levelId = '' } = useParams();
  const title = useLevelTitle(levelId);
  const availability = useVivaAvailability(levelId);
  const start = useStartViva(levelId);
  // The viva on screen: the one started (or resumed), or a past one opened from the list.
  const [vivaId, setVivaId] = useState<string | null>(null);
  const begin = () => start.mutate(undefined, { onSuccess: (session) => setVivaId(session.id) });

  let content;
  if (availability.isPending) {
    content = (
      <Center mih={240} role="status" aria-live="polite">
        <Loader aria-label={t('Loading viva practice')} />
      </Center>
    );
  } else if (availability.isError) {
    content = (
      <LoadFailure title={t('Viva practice could not be loaded')} {...queryFailure(availability)} />
    );
  } else if (!availability.data.enabled) {
    content = (
      <StatePanel icon={IconLock} title={t('Viva practice is not open for this level')}>
        {t('Your teacher has not opened viva practice on this level.')}
      </StatePanel>
    );
  } else {
    const ways = answerWays(availability.data);
    content = vivaId ? (
      <VivaSessionView
        key={vivaId}
        vivaId={vivaId}
        ways={ways}
        starting={start.isPending}
        onPractiseAgain={begin}
        onBack={() => setVivaId(null)}
      />
    ) : (
      <Stack gap="xl">
        <VivaIntro
          availability={availability.data}
          ways={ways}
          starting={start.isPending}
          onStart={begin}
        />
        <PastVivas sessions={availability.data.sessions} onOpen={setVivaId} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('Viva practice')}
        subtitle={title}
        actions={<BackButton to={paths.studentExams}>{t('Back to exams')}</BackButton>}
      />
      <Stack gap="md">
        {start.isError ? (
          <Alert variant="light" color="red" role="alert">
            {vivaRefusal(start.error, t('The viva could not be started. Please try again.'))}
          </Alert>
        ) : null}
        {content}
      </Stack>
    </>
  );
}
