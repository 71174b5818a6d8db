import { useMemo } from 'react';
import { SearchToolbar } from '@/components/search-toolbar';
import { ALL_YEARS, yearOptions } from '../lib/papers-filter';

type PapersToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  year: string;
  onYearChange: (year: string) => void;
};

export function PapersToolbar({ search, onSearchChange, year, onYearChange }: PapersToolbarProps) {
  const years = useMemo(() => yearOptions(), []);
  return (
    <SearchToolbar
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Search by title or QP code..."
      searchLabel="Search question papers"
      select={{
        label: 'Filter by year',
        data: years,
        value: year,
        fallback: ALL_YEARS,
        onChange: onYearChange,
        width: 160,
      }}
      mb="lg"
    />
  );
}
