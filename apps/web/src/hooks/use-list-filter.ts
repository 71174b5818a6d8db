import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** The search is sent once typing pauses for this long. */
export const SEARCH_DEBOUNCE_MS = 300;

type ListFilter = { search: string; page: number };

/**
 * A paged list's filter state. The search box shows what is typed at once; the filter (and so
 * the request) takes it after a pause. A new search or other filter starts again at page 1.
 */
export function useListFilter<TFilter extends ListFilter>(initial: TFilter) {
  const [searchInput, setSearchInput] = useState('');
  const [filter, setFilter] = useState<TFilter>(initial);

  const commitSearch = useDebouncedCallback((value: string) => {
    setFilter((current) =>
      current.search === value.trim() ? current : { ...current, search: value.trim(), page: 1 },
    );
  }, SEARCH_DEBOUNCE_MS);

  return {
    filter,
    searchInput,
    setSearch: (value: string) => {
      setSearchInput(value);
      commitSearch(value);
    },
    /** Changes the other filters (class, year): back to page 1. */
    refine: (change: Partial<Omit<TFilter, 'search' | 'page'>>) =>
      setFilter((current) => ({ ...current, ...change, page: 1 })),
    setPage: (page: number) => setFilter((current) => ({ ...current, page })),
  };
}
