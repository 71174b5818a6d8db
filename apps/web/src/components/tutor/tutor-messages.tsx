import { Box, Text } from '@mantine/core';
import type { TutorMessage } from '@markwise/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import classes from './tutor-messages.module.css';

type TutorMessagesProps = {
  messages: readonly TutorMessage[];
  /** Who the student's bubbles are from: 'You' for the student, their name for a teacher. */
  studentName?: string;
};

/**
 * A tutor conversation as chat bubbles: the tutor on the left, the student on the right, each text
 * as written (plain text, line breaks kept). The latest message is scrolled into view, and a
 * screen reader hears the new ones (a log).
 */
export function TutorMessages({ messages, studentName }: TutorMessagesProps) {
  const { t } = useTranslation();
  const lastRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    lastRef.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);
  return (
    <Box role="log" aria-label={t('Conversation with the tutor')}>
      <ol className={classes.list}>
        {messages.map((message, index) => (
          <li
            key={`${message.at}-${index}`}
            ref={index === messages.length - 1 ? lastRef : undefined}
            className={classes.message}
            data-from={message.from}
          >
            <Text size="xs" c="dimmed">
              {message.from === 'tutor' ? t('Tutor') : (studentName ?? t('You'))}
              {' · '}
              {formatDateTime(message.at)}
            </Text>
            <div className={classes.bubble}>{message.text}</div>
          </li>
        ))}
      </ol>
    </Box>
  );
}
