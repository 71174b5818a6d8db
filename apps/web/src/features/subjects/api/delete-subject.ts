import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

export async function deleteSubject(subjectId: string): Promise<void> {
  await apiClient.delete<unknown>(pathTo(apiRoutes.subjects.item, { subjectId }));
}

export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
