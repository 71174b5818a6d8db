import { useMutation } from '@tanstack/react-query';
import {
  apiRoutes,
  type ChangePasswordRequest,
  type PasswordChangedResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';

export function changePassword(body: ChangePasswordRequest): Promise<PasswordChangedResponse> {
  return apiClient.put<PasswordChangedResponse>(apiRoutes.user.password, body);
}

type UseChangePasswordOptions = {
  onSuccess?: (response: PasswordChangedResponse) => void;
  onError?: (error: Error) => void;
};

export function useChangePassword({ onSuccess, onError }: UseChangePasswordOptions = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess, onError });
}
