import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pathTo,
  tutorRoutes,
  type TutorConversation,
  type TutorConversationResponse,
  type TutorReplyBody,
  type TutorSettings,
  type TutorSettingsResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { dataQueryOptions } from './data-query';

/** The Socratic tutor: the institution's switch and the conversations about released answers. */
export const tutorKeys = {
  all: ['tutor'] as const,
  settings: () => [...tutorKeys.all, 'settings'] as const,
  /** The student's conversation about one answer, as opening it answers. */
  opened: (sessionId: string, questionId: string) =>
    [...tutorKeys.all, 'opened', sessionId, questionId] as const,
  conversation: (conversationId: string) =>
    [...tutorKeys.all, 'conversation', conversationId] as const,
};

/** Whether the institution offers the tutor, and each student's replies a day. */
export function useTutorSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...dataQueryOptions<TutorSettingsResponse>({
      queryKey: tutorKeys.settings(),
      path: tutorRoutes.settings,
    }),
    enabled,
  });
}

/** The admin's save of the switch and the allowance; the saved values replace the cached ones. */
export function useSaveTutorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TutorSettings) =>
      unwrapData(apiClient.put<TutorSettingsResponse>(tutorRoutes.settings, body)),
    onSuccess: (saved) => queryClient.setQueryData(tutorKeys.settings(), saved),
  });
}

/**
 * Opens the student's conversation about one released answer, or reads the one already open (the
 * API answers either way, so it is read like a query: once per opening of the panel).
 */
export function useOpenTutor(sessionId: string, questionId: string) {
  return useQuery({
    queryKey: tutorKeys.opened(sessionId, questionId),
    queryFn: () =>
      unwrapData(
        apiClient.post<TutorConversationResponse>(
          pathTo(tutorRoutes.open, { sessionId, questionId }),
        ),
      ),
    refetchOnMount: 'always',
  });
}

/**
 * The student's reply; the whole conversation the API answers replaces the opened one. A 409 (the
 * conversation ended meanwhile) reads it again, so the panel shows it ended.
 */
export function useTutorReply(sessionId: string, questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, text }: TutorReplyBody & { conversationId: string }) =>
      unwrapData(
        apiClient.post<TutorConversationResponse>(pathTo(tutorRoutes.reply, { conversationId }), {
          text,
        } satisfies TutorReplyBody),
      ),
    onSuccess: (conversation: TutorConversation) =>
      queryClient.setQueryData(tutorKeys.opened(sessionId, questionId), conversation),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: tutorKeys.opened(sessionId, questionId) });
      }
    },
  });
}

/** One conversation read as it stands (a teacher reading a student's); none while `null`. */
export function useTutorConversation(conversationId: string | null) {
  return useQuery({
    ...dataQueryOptions<TutorConversationResponse>({
      queryKey: tutorKeys.conversation(conversationId ?? ''),
      path: conversationId ? pathTo(tutorRoutes.conversation, { conversationId }) : '',
    }),
    enabled: conversationId !== null,
    refetchOnMount: 'always',
  });
}
