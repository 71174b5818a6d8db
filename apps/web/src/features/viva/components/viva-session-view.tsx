import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { LoadFailure, queryFailure } from '@/components/load-failure';
import { VivaFeedback } from '@/components/viva/viva-feedback';
import { useTranslation } from '@/i18n/i18n';
import { useVivaAnswer, useVivaRecording, useVivaSession } from '@/lib/api/viva';
import { askedTurn, lastAnswered } from '../lib/viva-turns';
import { vivaRefusal } from '../lib/viva-refusal';
import type { AnswerWays } from './viva-answer-form';
import { VivaQuestionCard } from './viva-question-card';
import { VivaResult } from './viva-result';

type VivaSessionViewProps = {
  vivaId: string;
  ways: AnswerWays;
  starting: boolean;
  onPractiseAgain: () => void;
  onBack: () => void;
};

/** A viva under way (the last answer's feedback, then the question asked) or, once ended, its result. */
export function VivaSessionView({
  vivaId,
  ways,
  starting,
  onPractiseAgain,
  onBack,
}: VivaSessionViewProps) {
  const { t } = useTranslation();
  const session = useVivaSession(vivaId);
  const answer = useVivaAnswer(vivaId);
  const recording = useVivaRecording(vivaId);

  if (!session.data) {
    return session.isError ? (
      <LoadFailure title={t('The viva could not be loaded')} {...queryFailure(session)} />
    ) : (
      <Center mih={240} role="status" aria-live="polite">
        <Loader aria-label={t('Loading the viva')} />
      </Center>
    );
  }
  const viva = session.data;
  if (viva.finished) {
    return (
      <VivaResult
        session={viva}
        starting={starting}
        onPractiseAgain={onPractiseAgain}
        onBack={onBack}
      />
    );
  }

  const asked = askedTurn(viva);
  const last = lastAnswered(viva);
  // The latest refusal of either way of answering; a new attempt clears the other's.
  const failed = answer.isError ? answer.error : recording.isError ? recording.error : null;
  const sending = answer.isPending || recording.isPending;
  return (
    <Stack gap="md">
      {/* A screen reader hears each answer's score and feedback as it arrives. */}
      <div aria-live="polite">
        {last ? <VivaFeedback turn={last} topics={viva.topics} /> : null}
      </div>
      {failed ? (
        <Alert variant="light" color="red" role="alert">
          {vivaRefusal(failed, t('Your answer was not sent. Please try again.'))}
        </Alert>
      ) : null}
      {asked ? (
        <VivaQuestionCard
          key={asked.id}
          turn={asked}
          topics={viva.topics}
          ways={ways}
          sending={sending}
          onAnswer={(body) => {
            recording.reset();
            answer.mutate({ ...body, turnId: asked.id });
          }}
          onRecording={(audio) => {
            answer.reset();
            recording.mutate({ ...audio, turnId: asked.id });
          }}
        />
      ) : (
        <Stack gap="xs" align="flex-start" role="status">
          <Text size="sm">{t('The next question is being prepared.')}</Text>
          <Button
            variant="default"
            loading={session.isFetching}
            onClick={() => void session.refetch()}
          >
            {t('Show the next question')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
