import { apiRoutes, pathTo } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { courseKeys } from './course-keys';

export async function deleteCourse(examId: string): Promise<void> {
  await apiClient.delete<unknown>(pathTo(apiRoutes.courses.item, { examId }));
}

export function useDeleteCourse() {
  return useInvalidatingMutation(deleteCourse, courseKeys.all);
}
