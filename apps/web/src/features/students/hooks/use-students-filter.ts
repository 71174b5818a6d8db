import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { INITIAL_STUDENTS_FILTER, type StudentsFilter } from '../lib/students-query';

/** The search is sent once typing pauses for this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The students list's filter state. The search box shows what is typed at once; the filter (and
 * so the request) takes it after a pause. A new search or class starts again at page 1.
 */
export function useStudentsFilter() {
  const [searchInput, setSearchInput] = useState('');
  const [filter, setFilter] = useState<StudentsFilter>(INITIAL_STUDENTS_FILTER);

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
    setClassFilter: (classFilter: string) =>
      setFilter((current) => ({ ...current, classFilter, page: 1 })),
    setPage: (page: number) => setFilter((current) => ({ ...current, page })),
  };
}
