import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type Course, type CourseListResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { courseKeys } from './course-keys';

export function getCourses({ signal }: { signal?: AbortSignal } = {}): Promise<Course[]> {
  return unwrapData(apiClient.get<CourseListResponse>(apiRoutes.courses.adminList, { signal }));
}

export const coursesQueryOptions = queryOptions({
  queryKey: courseKeys.lists(),
  queryFn: ({ signal }) => getCourses({ signal }),
});

export function useCourses() {
  return useQuery(coursesQueryOptions);
}
