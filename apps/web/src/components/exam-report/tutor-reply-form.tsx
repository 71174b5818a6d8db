import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { TUTOR_REPLY_MAX, TutorReplyBody, type TutorConversation } from '@markwise/contract';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { msg, useTranslation } from '@/i18n/i18n';
import { useTutorReply } from '@/lib/api/tutor';
import { schemaErrors } from '@/lib/form-errors';
import { formatNumber } from '@/lib/format';
import { tutorRefusal } from './tutor-refusal';

/** The API's field by the form's name for it. */
const LABELS = { text: msg('Your reply') };

type TutorReplyFormProps = {
  conversation: TutorConversation;
  sessionId: string;
  questionId: string;
};

/**
 * The student's reply to the tutor: Enter sends, Shift+Enter starts a new line. The text is checked
 * with the contract's rule before it is sent, and cleared once the tutor has answered.
 */
export function TutorReplyForm({ conversation, sessionId, questionId }: TutorReplyFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reply = useTutorReply(sessionId, questionId);

  const send = () => {
    if (reply.isPending) return;
    const invalid = schemaErrors(TutorReplyBody, { text }, { labels: LABELS }).text;
    if (invalid) {
      setProblem(invalid);
      return;
    }
    reply.mutate(
      { conversationId: conversation.id, text: text.trim() },
      { onSuccess: () => setText('') },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Reply to the tutor')}>
      <Stack gap="xs">
        {reply.isError ? (
          <Alert variant="light" color="red" role="alert">
            {tutorRefusal(reply.error, t('Your reply was not sent. Please try again.'))}
          </Alert>
        ) : null}
        <Textarea
          label={t(LABELS.text)}
          description={t('Enter sends your reply; Shift+Enter starts a new line.')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={sendOnEnter}
          readOnly={reply.isPending}
          maxLength={TUTOR_REPLY_MAX}
          rows={3}
          error={problem}
          data-autofocus
        />
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <RepliesLeft count={conversation.repliesLeftToday} />
          <Button
            type="submit"
            loading={reply.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('Send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'N replies left today'; nothing when the reader has no allowance (a teacher). */
function RepliesLeft({ count }: { count: number | null }) {
  const { t } = useTranslation();
  if (count === null) return <span />;
  const values = { count: formatNumber(count) };
  return (
    <Text size="xs" c="dimmed" aria-live="polite">
      {count === 1
        ? t('{{count}} reply left today', values)
        : t('{{count}} replies left today', values)}
    </Text>
  );
}
