import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  type CreateSubjectRequest,
  type Subject,
  type SubjectResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

export async function createSubject(body: CreateSubjectRequest): Promise<Subject> {
  const response = await apiClient.post<SubjectResponse>(apiRoutes.subjects.collection, body);
  return response.data;
}

export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
