import { SearchToolbar } from '@/components/search-toolbar';
import { ALL_CLASSES, CLASS_FILTER_OPTIONS } from '../lib/students-query';

type StudentsToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  classFilter: string;
  onClassFilterChange: (value: string) => void;
};

export function StudentsToolbar({
  search,
  onSearchChange,
  classFilter,
  onClassFilterChange,
}: StudentsToolbarProps) {
  return (
    <SearchToolbar
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Search students..."
      searchLabel="Search students"
      select={{
        label: 'Filter by class',
        data: CLASS_FILTER_OPTIONS,
        value: classFilter,
        fallback: ALL_CLASSES,
        onChange: onClassFilterChange,
        width: 180,
      }}
    />
  );
}
