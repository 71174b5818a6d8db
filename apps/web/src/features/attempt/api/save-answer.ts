import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  apiRoutes,
  pathTo,
  type SaveAnswerRequest,
  type SavedAnswer,
  type SavedAnswerResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { storeSavedAnswer } from './session-cache';

type SaveAnswerArgs = { sessionId: string; questionId: string; answerText: string };

export function saveAnswer({
  sessionId,
  questionId,
  answerText,
}: SaveAnswerArgs): Promise<SavedAnswer> {
  const body: SaveAnswerRequest = { answerText };
  const path = pathTo(apiRoutes.attempts.answer, { sessionId, questionId });
  return unwrapData(apiClient.put<SavedAnswerResponse>(path, body));
}

/**
 * Saves one answer's text and keeps the cached session in step. A plain function rather than a
 * mutation: the answer saver orders and debounces the saves of each question itself.
 */
export function useSaveAnswerText(sessionId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (questionId: string, answerText: string) => {
      const saved = await saveAnswer({ sessionId, questionId, answerText });
      storeSavedAnswer(queryClient, sessionId, saved);
    },
    [queryClient, sessionId],
  );
}
