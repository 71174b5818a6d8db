import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type CourseListResponse } from '@markwise/contract';
import { dataQueryOptions } from '@/lib/api/data-query';
import { courseKeys } from './course-keys';

export const coursesQueryOptions = dataQueryOptions<CourseListResponse>({
  queryKey: courseKeys.lists(),
  path: apiRoutes.courses.adminList,
});

export function useCourses() {
  return useQuery(coursesQueryOptions);
}
