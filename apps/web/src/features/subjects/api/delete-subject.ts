import { apiRoutes, pathTo } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

export async function deleteSubject(subjectId: string): Promise<void> {
  await apiClient.delete<unknown>(pathTo(apiRoutes.subjects.item, { subjectId }));
}

export function useDeleteSubject() {
  return useInvalidatingMutation(deleteSubject, subjectKeys.all);
}
