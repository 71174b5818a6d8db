import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, type Course, type CourseResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { courseKeys } from './course-keys';

type UpdateCourseInput = {
  examId: string;
  /** The text fields of UpdateCourseRequest plus any new `images` files. */
  form: FormData;
};

export async function updateCourse({ examId, form }: UpdateCourseInput): Promise<Course> {
  const response = await apiClient.patch<CourseResponse>(
    pathTo(apiRoutes.courses.item, { examId }),
    form,
  );
  return response.data;
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
