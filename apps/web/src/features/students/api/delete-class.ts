import { apiRoutes, pathTo } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

export function deleteClass(id: string): Promise<unknown> {
  return apiClient.delete<unknown>(pathTo(apiRoutes.classes.item, { id }));
}

export function useDeleteClass() {
  return useInvalidatingMutation(deleteClass, studentKeys.classes());
}
