import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type ClassesResponse, type SchoolClass } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { studentKeys } from './student-keys';

export function getClasses({ signal }: { signal?: AbortSignal } = {}): Promise<SchoolClass[]> {
  return unwrapData(apiClient.get<ClassesResponse>(apiRoutes.classes.collection, { signal }));
}

export const classesQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.classes(),
    queryFn: ({ signal }) => getClasses({ signal }),
  });

/** The institution's classes, by name: the filter, the student form and their management. */
export function useClasses() {
  return useQuery(classesQueryOptions());
}
