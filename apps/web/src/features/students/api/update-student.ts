import {
  apiRoutes,
  pathTo,
  type StudentResponse,
  type UpdateStudentInput,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

type UpdateStudentArgs = { id: string; body: UpdateStudentInput };

export function updateStudent({ id, body }: UpdateStudentArgs): Promise<StudentResponse> {
  return apiClient.put<StudentResponse>(pathTo(apiRoutes.students.item, { id }), body);
}

export function useUpdateStudent() {
  return useInvalidatingMutation(updateStudent, studentKeys.all);
}
