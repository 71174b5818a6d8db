import { apiRoutes, type Course, type CourseResponse } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient, unwrapData } from '@/lib/api-client';
import { courseKeys } from './course-keys';

/** POST /exams as multipart: the text fields of CreateCourseRequest plus the `images` files. */
export function createCourse(form: FormData): Promise<Course> {
  return unwrapData(apiClient.post<CourseResponse>(apiRoutes.courses.collection, form));
}

export function useCreateCourse() {
  return useInvalidatingMutation(createCourse, courseKeys.all);
}
