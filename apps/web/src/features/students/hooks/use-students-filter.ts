import { useListFilter } from '@/hooks/use-list-filter';
import { INITIAL_STUDENTS_FILTER } from '../lib/students-query';

/** The students list's search (debounced), class and page. */
export function useStudentsFilter() {
  const { refine, ...list } = useListFilter(INITIAL_STUDENTS_FILTER);
  return { ...list, setClassFilter: (classFilter: string) => refine({ classFilter }) };
}
