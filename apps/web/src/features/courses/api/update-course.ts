import { apiRoutes, pathTo, type Course, type CourseResponse } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient, unwrapData } from '@/lib/api-client';
import { courseKeys } from './course-keys';

type UpdateCourseInput = {
  examId: string;
  /** The text fields of UpdateCourseRequest plus any new `images` files. */
  form: FormData;
};

export function updateCourse({ examId, form }: UpdateCourseInput): Promise<Course> {
  return unwrapData(
    apiClient.patch<CourseResponse>(pathTo(apiRoutes.courses.item, { examId }), form),
  );
}

export function useUpdateCourse() {
  return useInvalidatingMutation(updateCourse, courseKeys.all);
}
