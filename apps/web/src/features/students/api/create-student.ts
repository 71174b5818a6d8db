import { apiRoutes, type CreateStudentInput, type StudentResponse } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

export function createStudent(body: CreateStudentInput): Promise<StudentResponse> {
  return apiClient.post<StudentResponse>(apiRoutes.students.collection, body);
}

export function useCreateStudent() {
  return useInvalidatingMutation(createStudent, studentKeys.all);
}
