import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type Subject, type SubjectListResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

type GetSubjectsInput = { examId: string; signal?: AbortSignal };

export async function getSubjects({ examId, signal }: GetSubjectsInput): Promise<Subject[]> {
  try {
    const response = await apiClient.get<SubjectListResponse>(apiRoutes.subjects.collection, {
      query: { examId },
      signal,
    });
    return response.data;
  } catch (error) {
    // A subjects fetch error is logged and re-thrown (a cancellation is no error).
    if (!signal?.aborted) console.error('Failed to fetch subjects', error);
    throw error;
  }
}

export const subjectsQueryOptions = (examId: string) =>
  queryOptions({
    queryKey: subjectKeys.list(examId),
    queryFn: ({ signal }) => getSubjects({ examId, signal }),
  });

export function useSubjects(examId: string) {
  return useQuery(subjectsQueryOptions(examId));
}
