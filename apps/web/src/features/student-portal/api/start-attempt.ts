import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRoutes, type AttemptSessionResponse } from '@markwise/contract';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { attemptKeys } from '@/lib/api/attempt-keys';

/** Starts an attempt on the level, or resumes the one still open there (the API decides). */
export function startAttempt(levelId: string): Promise<AttemptSessionResponse> {
  return apiClient.post<AttemptSessionResponse>(apiRoutes.attempts.collection, { levelId });
}

/**
 * Starts (or resumes) and opens the exam screen with the attempt already loaded: it is stored
 * where the attempt feature reads it (the shared attempt keys).
 */
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
