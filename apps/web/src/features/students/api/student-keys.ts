import type { StudentsQuery } from '@markwise/contract';
import { classesQueryKey } from '@/lib/api/get-classes';

export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (query: StudentsQuery) => [...studentKeys.lists(), query] as const,
  detail: (id: string) => [...studentKeys.all, 'detail', id] as const,
  classes: () => classesQueryKey,
};
