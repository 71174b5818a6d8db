import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type StudentDetail,
  type StudentDetailResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { studentKeys } from './student-keys';

export function getStudent(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return unwrapData<StudentDetail>(
    apiClient.get<StudentDetailResponse>(pathTo(apiRoutes.students.item, { id }), { signal }),
  );
}

export const studentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => getStudent(id, { signal }),
  });

/** A student's profile and attempts, for their page. */
export function useStudent(id: string) {
  return useQuery(studentQueryOptions(id));
}
