import { useTranslation } from '@/i18n/i18n';
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
  const { t } = useTranslation();
  const names = useClassFilterNames(classFilter === ALL_CLASSES ? null : classFilter);
  return (
    <SearchToolbar
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t('Search students...')}
      searchLabel={t('Search students')}
      select={{
        label: t('Filter by class'),
        // The filter's value stays 'All Classes' (the URL and the query use it); only its label is translated.
        data: classFilterOptions(names).map((name) => ({
          value: name,
          label: name === ALL_CLASSES ? t(ALL_CLASSES) : name,
        })),
        value: classFilter,
        fallback: ALL_CLASSES,
        onChange: onClassFilterChange,
        width: 180,
      }}
    />
  );
}
