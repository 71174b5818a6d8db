import { useMutation } from '@tanstack/react-query';
import {
  apiRoutes,
  type ChangePasswordRequest,
  type PasswordChangedResponse,
} from '@markwise/contract';
import type { MutationCallbacks } from '@/lib/api/mutation-callbacks';
import { apiClient } from '@/lib/api-client';

export function changePassword(body: ChangePasswordRequest): Promise<PasswordChangedResponse> {
  return apiClient.put<PasswordChangedResponse>(apiRoutes.user.password, body);
}

export function useChangePassword({
  onSuccess,
  onError,
}: MutationCallbacks<PasswordChangedResponse> = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess, onError });
}
