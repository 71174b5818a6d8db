import { apiRoutes, pathTo } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

export function deleteStudent(id: string): Promise<unknown> {
  return apiClient.delete<unknown>(pathTo(apiRoutes.students.item, { id }));
}

export function useDeleteStudent() {
  return useInvalidatingMutation(deleteStudent, studentKeys.all);
}
