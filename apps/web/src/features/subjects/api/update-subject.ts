import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type Subject,
  type SubjectResponse,
  type UpdateSubjectRequest,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

type UpdateSubjectInput = { subjectId: string; body: UpdateSubjectRequest };

export async function updateSubject({ subjectId, body }: UpdateSubjectInput): Promise<Subject> {
  const response = await apiClient.patch<SubjectResponse>(
    pathTo(apiRoutes.subjects.item, { subjectId }),
    body,
  );
  return response.data;
}

export function useUpdateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.lists() }),
  });
}
