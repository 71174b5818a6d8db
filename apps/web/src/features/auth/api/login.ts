import { useMutation } from '@tanstack/react-query';
import { apiRoutes, type LoginRequest, type LoginResponse } from '@markwise/contract';
import type { MutationCallbacks } from '@/lib/api/mutation-callbacks';
import { apiClient } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-session';

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  // A 401 here means wrong credentials, not an expired session.
  return apiClient.post<LoginResponse>(apiRoutes.auth.login, credentials, {
    skipAuthRefresh: true,
  });
}

/** Logs in and keeps the session (storage and user state) before handing over to the caller. */
export function useLogin({ onSuccess, onError }: MutationCallbacks<LoginResponse> = {}) {
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      saveSession(session);
      onSuccess?.(session);
    },
    onError,
  });
}
