import { SearchToolbar } from '@/components/search-toolbar';
import { useClasses } from '@/lib/api/get-classes';
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
  // Until the classes load (or if they fail) the filter offers 'All Classes' and the chosen one.
  const classes = useClasses();
  const names = classes.data?.map((schoolClass) => schoolClass.name) ?? [];
  if (classFilter !== ALL_CLASSES && !names.includes(classFilter)) names.push(classFilter);
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
