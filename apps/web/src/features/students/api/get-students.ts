import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type StudentsPage, type StudentsQuery } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

export function getStudents(
  query: StudentsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StudentsPage> {
  return apiClient.get<StudentsPage>(apiRoutes.students.collection, { query, signal });
}

export const studentsQueryOptions = (query: StudentsQuery) =>
  queryOptions({
    queryKey: studentKeys.list(query),
    queryFn: ({ signal }) => getStudents(query, { signal }),
    // The current page stays on screen while the next one loads: no jump between pages.
    placeholderData: keepPreviousData,
  });

export function useStudents(query: StudentsQuery) {
  return useQuery(studentsQueryOptions(query));
}
