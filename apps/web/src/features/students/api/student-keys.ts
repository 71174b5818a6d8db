import type { StudentsQuery } from '@markwise/contract';

export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (query: StudentsQuery) => [...studentKeys.lists(), query] as const,
  detail: (id: string) => [...studentKeys.all, 'detail', id] as const,
  /** Under `all`: a student written changes a class's count, a class renamed its students. */
  classes: () => [...studentKeys.all, 'classes'] as const,
};
