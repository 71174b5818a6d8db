import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type ClassesResponse, type SchoolClass } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';

/**
 * Under the students' keys: a student written changes a class's count, a class renamed moves its
 * students, so invalidating the students refreshes the classes too.
 */
export const classesQueryKey = ['students', 'classes'] as const;

export function getClasses({ signal }: { signal?: AbortSignal } = {}): Promise<SchoolClass[]> {
  return unwrapData(apiClient.get<ClassesResponse>(apiRoutes.classes.collection, { signal }));
}

export const classesQueryOptions = () =>
  queryOptions({
    queryKey: classesQueryKey,
    queryFn: ({ signal }) => getClasses({ signal }),
  });

/** The institution's classes, by name: the students' and level reports' filters, the student form, their management. */
export function useClasses() {
  return useQuery(classesQueryOptions());
}

/**
 * The class names a filter offers: the institution's, plus the chosen one if it is not among them
 * (while they load, if they fail, or for a class since renamed), so the choice always shows.
 */
export function useClassFilterNames(chosen: string | null): string[] {
  const names = useClasses().data?.map((schoolClass) => schoolClass.name) ?? [];
  return chosen && !names.includes(chosen) ? [...names, chosen] : names;
}
