import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type Course, type CourseListResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { courseKeys } from './course-keys';

export async function getCourses({ signal }: { signal?: AbortSignal } = {}): Promise<Course[]> {
  const response = await apiClient.get<CourseListResponse>(apiRoutes.courses.adminList, {
    signal,
  });
  return response.data;
}

export const coursesQueryOptions = queryOptions({
  queryKey: courseKeys.lists(),
  queryFn: ({ signal }) => getCourses({ signal }),
});

export function useCourses() {
  return useQuery(coursesQueryOptions);
}
