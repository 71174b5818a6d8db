import type { StudentsQuery } from '@markwise/contract';

export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (query: StudentsQuery) => [...studentKeys.lists(), query] as const,
};
