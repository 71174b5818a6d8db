import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type CreateStudentInput, type StudentResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

export function createStudent(body: CreateStudentInput): Promise<StudentResponse> {
  return apiClient.post<StudentResponse>(apiRoutes.students.collection, body);
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
