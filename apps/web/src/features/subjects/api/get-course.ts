import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, type Course, type CourseResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

type GetCourseInput = { examId: string; signal?: AbortSignal };

export function getCourse({ examId, signal }: GetCourseInput): Promise<Course> {
  return unwrapData(
    apiClient.get<CourseResponse>(pathTo(apiRoutes.courses.item, { examId }), { signal }),
  );
}

export const courseQueryOptions = (examId: string) =>
  queryOptions({
    queryKey: subjectKeys.course(examId),
    queryFn: ({ signal }) => getCourse({ examId, signal }),
  });

/** Only for the header: the screen works without it. */
export function useSubjectsCourse(examId: string) {
  return useQuery(courseQueryOptions(examId));
}
