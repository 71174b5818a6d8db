import { Alert, Button, Center, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import type { TutorConversation } from '@markwise/contract';
import { TutorMessages } from '@/components/tutor/tutor-messages';
import { useTranslation } from '@/i18n/i18n';
import { useOpenTutor } from '@/lib/api/tutor';
import { TutorReplyForm } from './tutor-reply-form';
import { tutorRefusal } from './tutor-refusal';

/** Mantine's 'sm' breakpoint: below it the panel takes the whole screen. */
const PHONE_QUERY = '(max-width: 48em)';

type TutorPanelProps = {
  opened: boolean;
  onClose: () => void;
  sessionId: string;
  questionId: string;
  /** 'Question N', as the report heads the question. */
  heading: string;
};

/** The tutor beside the report (the whole screen on a phone): the conversation about one answer. */
export function TutorPanel({ opened, onClose, sessionId, questionId, heading }: TutorPanelProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={t('Tutor')}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('About {{question}}', { question: heading })}
        </Text>
        <TutorConversationView sessionId={sessionId} questionId={questionId} onClose={onClose} />
      </Stack>
    </Drawer>
  );
}

type TutorConversationViewProps = Omit<TutorPanelProps, 'opened' | 'heading'>;

/** Opens the conversation (or reads the open one) and shows it, or why it could not. */
function TutorConversationView({ sessionId, questionId, onClose }: TutorConversationViewProps) {
  const { t } = useTranslation();
  const query = useOpenTutor(sessionId, questionId);
  if (query.isPending) {
    return (
      <Center mih={160} role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text size="sm" c="dimmed">
            {t('Opening the tutor…')}
          </Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="light" color="red" role="alert" title={t('The tutor could not be opened')}>
        {tutorRefusal(query.error, t('Please try again later.'))}
      </Alert>
    );
  }
  return (
    <TutorChat
      conversation={query.data}
      sessionId={sessionId}
      questionId={questionId}
      onClose={onClose}
    />
  );
}

type TutorChatProps = TutorConversationViewProps & { conversation: TutorConversation };

function TutorChat({ conversation, sessionId, questionId, onClose }: TutorChatProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" display="flex" style={{ alignItems: 'center', gap: 6 }}>
        <IconEye size={16} aria-hidden />
        {t('Your teachers can read this conversation.')}
      </Text>
      <TutorMessages messages={conversation.messages} />
      {conversation.finished ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" fw={600}>
            {t('This conversation has ended.')}
          </Text>
          <Button variant="default" onClick={onClose}>
            {t('Close')}
          </Button>
        </Stack>
      ) : (
        <TutorReplyForm conversation={conversation} sessionId={sessionId} questionId={questionId} />
      )}
    </Stack>
  );
}
