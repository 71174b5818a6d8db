import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { INITIAL_PAPERS_FILTER, type PapersFilter } from '../lib/papers-filter';

export const PAPER_SEARCH_DEBOUNCE_MS = 300;

/** Search (debounced), year and page of the papers grid; a new search or year starts at page 1. */
export function usePapersFilter() {
  const [searchInput, setSearchInput] = useState('');
  const [filter, setFilter] = useState<PapersFilter>(INITIAL_PAPERS_FILTER);

  const commitSearch = useDebouncedCallback((value: string) => {
    setFilter((current) =>
      current.search === value.trim() ? current : { ...current, search: value.trim(), page: 1 },
    );
  }, PAPER_SEARCH_DEBOUNCE_MS);

  return {
    filter,
    searchInput,
    setSearch: (value: string) => {
      setSearchInput(value);
      commitSearch(value);
    },
    setYear: (year: string) => setFilter((current) => ({ ...current, year, page: 1 })),
    setPage: (page: number) => setFilter((current) => ({ ...current, page })),
  };
}
