import { pathTo, privacyRoutes, type StudentErasureResponse } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

/** DELETE /students/:id/personal-data: the student and everything about them, for good. */
export function eraseStudentData(id: string): Promise<StudentErasureResponse> {
  return apiClient.delete<StudentErasureResponse>(pathTo(privacyRoutes.erase, { id }));
}

export function useEraseStudentData() {
  return useInvalidatingMutation(eraseStudentData, studentKeys.all);
}
