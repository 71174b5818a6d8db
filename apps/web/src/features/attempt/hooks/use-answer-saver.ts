import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AttemptSession } from '@markwise/contract';
import { i18n } from '@/i18n/i18n';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useSaveAnswerText } from '../api/save-answer';
import { refreshSession } from '../api/session-cache';
import { AnswerSaver, type AnswerTextState } from '../lib/answer-saver';
import { answerOf } from '../lib/answers';
import { answerDrafts, draftToRestore } from '../lib/drafts';

/** Read when a save fails, in the language on screen then. */
const saveFailed = () => i18n.t('Check your connection, then retry.');

/**
 * The session's answer saver: seeded with the server's answers, plus the drafts this browser
 * kept of text typed but not saved before a reload (saved at once). Drafts of a session that no
 * longer takes answers cannot be saved and are dropped.
 */
function createSaver(options: {
  session: AttemptSession;
  writable: boolean;
  save: (questionId: string, text: string) => Promise<void>;
  onConflict: () => void;
}): AnswerSaver {
  const { session, writable, save, onConflict } = options;
  const saver = new AnswerSaver({
    save,
    onEdit: (questionId, text) => answerDrafts.write(session._id, questionId, text),
    onSaved: (questionId) => answerDrafts.remove(session._id, questionId),
    onError: (_questionId, error) => {
      if (isApiError(error) && error.status === 409) onConflict();
    },
    describeError: (error) =>
      isApiError(error) && error.status >= 400 && error.status < 500
        ? errorMessage(error, saveFailed())
        : saveFailed(),
  });
  for (const question of session.questions) {
    const answer = answerOf(session, question._id);
    const serverText = answer?.answerText ?? '';
    saver.seed(question._id, serverText);
    const draft = answerDrafts.read(session._id, question._id);
    if (!writable) {
      if (draft) answerDrafts.remove(session._id, question._id);
      continue;
    }
    const restored = draftToRestore({
      draft,
      serverText,
      serverUpdatedAt: answer?.updatedAt ?? null,
    });
    if (restored !== null) saver.restore(question._id, restored);
    else if (draft) answerDrafts.remove(session._id, question._id);
  }
  return saver;
}

export function useAnswerSaver(session: AttemptSession, writable: boolean) {
  const queryClient = useQueryClient();
  const save = useSaveAnswerText(session._id);
  const [saver] = useState(() =>
    createSaver({
      session,
      writable,
      save,
      onConflict: () => void refreshSession(queryClient, session._id),
    }),
  );

  // Restored drafts are saved on arrival; whatever is unsaved is saved when the screen goes.
  useEffect(() => {
    void saver.flushAll();
    return () => void saver.flushAll();
  }, [saver]);

  // A phone locking or a tab closing: save now rather than after the pause.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void saver.flushAll();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [saver]);

  const texts = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  return { saver, texts };
}

export type AnswerTexts = Readonly<Record<string, AnswerTextState>>;
