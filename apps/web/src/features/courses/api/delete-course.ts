import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { courseKeys } from './course-keys';

export async function deleteCourse(examId: string): Promise<void> {
  await apiClient.delete<unknown>(pathTo(apiRoutes.courses.item, { examId }));
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
