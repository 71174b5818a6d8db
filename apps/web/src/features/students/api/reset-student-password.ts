import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo, type PasswordResetResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';

export function resetStudentPassword(id: string): Promise<PasswordResetResponse> {
  return apiClient.post<PasswordResetResponse>(pathTo(apiRoutes.students.passwordReset, { id }));
}

/** Nothing cached changes: the new password is shown once and kept nowhere. */
export function useResetStudentPassword() {
  return useMutation({ mutationFn: resetStudentPassword });
}
