import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type Course, type CourseResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { courseKeys } from './course-keys';

/** POST /exams as multipart: the text fields of CreateCourseRequest plus the `images` files. */
export async function createCourse(form: FormData): Promise<Course> {
  const response = await apiClient.post<CourseResponse>(apiRoutes.courses.collection, form);
  return response.data;
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
