import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRoutes, type AttemptSessionResponse } from '@markwise/contract';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { attemptKeys } from './attempt-keys';

/** Starts a session on the level, or resumes the one still open there (the API decides). */
export function startAttempt(levelId: string): Promise<AttemptSessionResponse> {
  return apiClient.post<AttemptSessionResponse>(apiRoutes.attempts.collection, { levelId });
}

/** Starts (or resumes) and opens the exam screen with the session already loaded. */
export function useStartAttempt() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(attemptKeys.session(data._id), data);
      void queryClient.invalidateQueries({ queryKey: attemptKeys.levels() });
      void navigate(paths.attempt(data._id));
    },
  });
}
