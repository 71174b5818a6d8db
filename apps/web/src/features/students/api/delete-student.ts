import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

export function deleteStudent(id: string): Promise<unknown> {
  return apiClient.delete<unknown>(pathTo(apiRoutes.students.item, { id }));
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
