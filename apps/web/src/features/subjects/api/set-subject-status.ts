import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type Subject,
  type SubjectResponse,
  type SubjectStatusRequest,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

type SetSubjectStatusInput = { subjectId: string } & SubjectStatusRequest;

export async function setSubjectStatus({
  subjectId,
  is_active,
}: SetSubjectStatusInput): Promise<Subject> {
  const body: SubjectStatusRequest = { is_active };
  const response = await apiClient.patch<SubjectResponse>(
    pathTo(apiRoutes.subjects.status, { subjectId }),
    body,
  );
  return response.data;
}

export function useSetSubjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubjectStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.lists() }),
  });
}
