import {
  apiRoutes,
  pathTo,
  type Subject,
  type SubjectResponse,
  type UpdateSubjectRequest,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient, unwrapData } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

type UpdateSubjectInput = { subjectId: string; body: UpdateSubjectRequest };

export function updateSubject({ subjectId, body }: UpdateSubjectInput): Promise<Subject> {
  return unwrapData(
    apiClient.patch<SubjectResponse>(pathTo(apiRoutes.subjects.item, { subjectId }), body),
  );
}

export function useUpdateSubject() {
  return useInvalidatingMutation(updateSubject, subjectKeys.lists());
}
