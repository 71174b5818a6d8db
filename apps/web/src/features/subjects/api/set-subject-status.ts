import {
  apiRoutes,
  pathTo,
  type Subject,
  type SubjectResponse,
  type SubjectStatusRequest,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient, unwrapData } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

type SetSubjectStatusInput = { subjectId: string } & SubjectStatusRequest;

export function setSubjectStatus({
  subjectId,
  is_active,
}: SetSubjectStatusInput): Promise<Subject> {
  const body: SubjectStatusRequest = { is_active };
  return unwrapData(
    apiClient.patch<SubjectResponse>(pathTo(apiRoutes.subjects.status, { subjectId }), body),
  );
}

export function useSetSubjectStatus() {
  return useInvalidatingMutation(setSubjectStatus, subjectKeys.lists());
}
