import { SearchToolbar } from '@/components/search-toolbar';
import { useClassFilterNames } from '@/lib/api/get-classes';
import { ALL_CLASSES, classFilterOptions } from '../lib/students-query';

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
  const names = useClassFilterNames(classFilter === ALL_CLASSES ? null : classFilter);
  return (
    <SearchToolbar
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Search students..."
      searchLabel="Search students"
      select={{
        label: 'Filter by class',
        data: classFilterOptions(names),
        value: classFilter,
        fallback: ALL_CLASSES,
        onChange: onClassFilterChange,
        width: 180,
      }}
    />
  );
}
