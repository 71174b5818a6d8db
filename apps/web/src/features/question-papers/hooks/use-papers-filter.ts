import { useListFilter } from '@/hooks/use-list-filter';
import { INITIAL_PAPERS_FILTER } from '../lib/papers-filter';

/** Search (debounced), year and page of the papers grid; a new search or year starts at page 1. */
export function usePapersFilter() {
  const { refine, ...list } = useListFilter(INITIAL_PAPERS_FILTER);
  return { ...list, setYear: (year: string) => refine({ year }) };
}
