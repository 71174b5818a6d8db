import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type Student, type StudentsPage } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { paperExamKeys } from './paper-exam-keys';

/** The pickers offer this many students for what is typed; typing more narrows them. */
export const STUDENT_OPTIONS_MAX = 20;

/** GET /students?search=: the institution's students by name, email or roll number. */
export async function searchStudents(
  search: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Student[]> {
  const page = await apiClient.get<StudentsPage>(apiRoutes.students.collection, {
    query: { page: 1, limit: STUDENT_OPTIONS_MAX, search: search || undefined },
    signal,
  });
  return page.data;
}

export const studentSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: paperExamKeys.students(search),
    queryFn: ({ signal }) => searchStudents(search, { signal }),
    // The options stay while the next search runs: the list does not flash empty.
    placeholderData: keepPreviousData,
  });

export function useStudentSearch(search: string, enabled = true) {
  return useQuery({ ...studentSearchQueryOptions(search), enabled });
}
