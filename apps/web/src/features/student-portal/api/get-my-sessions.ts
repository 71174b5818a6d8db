import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FindUserWithSessionsResponse,
  apiRoutes,
  type FindUserWithSessionsRequest,
} from '@markwise/contract';
import { msg } from '@/i18n/i18n';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { apiClient } from '@/lib/api-client';

/** A student and their exam sessions, newest first. */
export type StudentWithSessions = FindUserWithSessionsResponse['data'];

/** The student's reports data is cached for 5 minutes. */
export const MY_SESSIONS_STALE_MS = 5 * 60_000;
/** The error for an answer whose sessions cannot be read. */
export const PROCESS_SESSIONS_ERROR = msg('Failed to process exam sessions');

export const mySessionsKeys = {
  // Under the attempts' keys: a submitted or newly marked attempt refreshes them all at once.
  all: [...attemptKeys.all, 'my-sessions'] as const,
  /** Keyed by the student, so a lookup's answer lands where that student's reports read it. */
  of: (userId: string) => [...mySessionsKeys.all, userId] as const,
};

/** The answer is checked against the contract: a session that cannot be read fails the whole list. */
export async function findUserWithSessions(
  body: FindUserWithSessionsRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StudentWithSessions> {
  const response = await apiClient.post<unknown>(
    apiRoutes.practiceSessions.findUserWithSessions,
    body,
    { signal },
  );
  const parsed = FindUserWithSessionsResponse.safeParse(response);
  if (!parsed.success) throw new Error(PROCESS_SESSIONS_ERROR, { cause: parsed.error });
  return parsed.data.data;
}

type Student = { _id: string; email: string };

/** The logged-in student's own sessions, found by their email (the API finds only the caller). */
export const mySessionsQueryOptions = (student: Student) =>
  queryOptions({
    queryKey: mySessionsKeys.of(student._id),
    queryFn: ({ signal }) => findUserWithSessions({ email: student.email }, { signal }),
    staleTime: MY_SESSIONS_STALE_MS,
  });

export function useMySessions(student: Student | null) {
  return useQuery({
    ...mySessionsQueryOptions(student ?? { _id: '', email: '' }),
    enabled: student !== null,
  });
}

type UseReportLookupOptions = {
  onSuccess?: (student: StudentWithSessions) => void;
  onError?: (error: Error) => void;
};

/**
 * The Access Your Reports lookup (by phone or email). Its answer is the reports page's data, so it
 * is stored as that query's result and the page opens without a second request.
 */
export function useReportLookup({ onSuccess, onError }: UseReportLookupOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FindUserWithSessionsRequest) => findUserWithSessions(body),
    onSuccess: (student) => {
      queryClient.setQueryData(mySessionsKeys.of(student.userId), student);
      onSuccess?.(student);
    },
    onError,
  });
}
