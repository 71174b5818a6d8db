import {
  apiRoutes,
  pathTo,
  type StudentResponse,
  type UpdateStudentStatusRequest,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
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
  return useInvalidatingMutation(updateStudentStatus, studentKeys.all);
}
