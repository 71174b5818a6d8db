import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { LevelTutorItem } from '@markwise/contract';
import { Dialog } from '@/components/dialog';
import { MarkdownText } from '@/components/markdown-text';
import { TutorMessages } from '@/components/tutor/tutor-messages';
import { useTranslation } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-error';
import { useTutorConversation } from '@/lib/api/tutor';

type TutorConversationDialogProps = {
  opened: boolean;
  /** Kept while the dialog closes, so its content does not vanish mid-transition. */
  item: LevelTutorItem | null;
  onClose: () => void;
};

/** A student's conversation with the tutor, for a teacher to read (nothing to write). */
export function TutorConversationDialog({ opened, item, onClose }: TutorConversationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('Tutor conversation')} size="lg">
      {item ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600}>{item.student.name}</Text>
            <Text size="sm" fw={600}>
              {t('Question {{number}}', { number: item.question.number })}
            </Text>
            <MarkdownText value={item.question.text} />
          </Stack>
          <ConversationBody
            conversationId={opened ? item.id : null}
            studentName={item.student.name}
          />
        </Stack>
      ) : null}
    </Dialog>
  );
}

function ConversationBody({
  conversationId,
  studentName,
}: {
  conversationId: string | null;
  studentName: string;
}) {
  const { t } = useTranslation();
  const query = useTutorConversation(conversationId);
  if (query.isError) {
    return (
      <Alert variant="light" color="red" role="alert">
        {errorMessage(query.error, t('The conversation could not be loaded.'))}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center mih={120} role="status" aria-live="polite">
        <Loader aria-label={t('Loading the conversation')} />
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <TutorMessages messages={query.data.messages} studentName={studentName} />
      {query.data.finished ? (
        <Text size="sm" c="dimmed">
          {t('This conversation has ended.')}
        </Text>
      ) : null}
    </Stack>
  );
}
