import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { SearchToolbar } from '@/components/search-toolbar';
import { ALL_YEARS, yearOptions } from '../lib/papers-filter';

type PapersToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  year: string;
  onYearChange: (year: string) => void;
};

export function PapersToolbar({ search, onSearchChange, year, onYearChange }: PapersToolbarProps) {
  const { t } = useTranslation();
  const years = useMemo(
    () =>
      yearOptions().map((option) =>
        option.value === ALL_YEARS ? { ...option, label: t('All Years') } : option,
      ),
    [t],
  );
  return (
    <SearchToolbar
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t('Search by title or QP code...')}
      searchLabel={t('Search question papers')}
      select={{
        label: t('Filter by year'),
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
