import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type StudentResponse,
  type UpdateStudentStatusRequest,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

type UpdateStudentStatusArgs = { id: string } & UpdateStudentStatusRequest;

export function updateStudentStatus({
  id,
  isActive,
}: UpdateStudentStatusArgs): Promise<StudentResponse> {
  const body: UpdateStudentStatusRequest = { isActive };
  return apiClient.patch<StudentResponse>(pathTo(apiRoutes.students.status, { id }), body);
}

export function useUpdateStudentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
