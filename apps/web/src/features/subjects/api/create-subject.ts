import {
  apiRoutes,
  type CreateSubjectRequest,
  type Subject,
  type SubjectResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient, unwrapData } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

export function createSubject(body: CreateSubjectRequest): Promise<Subject> {
  return unwrapData(apiClient.post<SubjectResponse>(apiRoutes.subjects.collection, body));
}

export function useCreateSubject() {
  return useInvalidatingMutation(createSubject, subjectKeys.all);
}
