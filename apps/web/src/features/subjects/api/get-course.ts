import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, type CourseResponse } from '@markwise/contract';
import { dataQueryOptions } from '@/lib/api/data-query';
import { subjectKeys } from './subject-keys';

export const courseQueryOptions = (examId: string) =>
  dataQueryOptions<CourseResponse>({
    queryKey: subjectKeys.course(examId),
    path: pathTo(apiRoutes.courses.item, { examId }),
  });

/** Only for the header: the screen works without it. */
export function useSubjectsCourse(examId: string) {
  return useQuery(courseQueryOptions(examId));
}
