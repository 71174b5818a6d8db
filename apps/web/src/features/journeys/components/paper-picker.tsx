import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { usePaper } from '../api/get-paper';
import { usePapers } from '../api/get-papers';
import { paperLabel } from '../lib/level-facts';

type PaperPickerProps = {
  value: string | null;
  onChange: (paperId: string | null) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/**
 * The institution's papers, searched on the server by title or QP code as the teacher types. The
 * linked paper is always an option, found or not, so its name shows.
 */
export function PaperPicker({ value, onChange, error, disabled }: PaperPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const linked = usePaper(value);
  const linkedLabel = linked.data ? paperLabel(linked.data) : null;
  // The box shows the linked paper's name; that is not a search.
  const papers = usePapers(debounced === linkedLabel ? '' : debounced);

  const options = (papers.data?.data ?? []).map((paper) => ({
    value: paper._id,
    label: paperLabel(paper),
  }));
  if (linked.data && linkedLabel && !options.some((option) => option.value === value)) {
    options.unshift({ value: linked.data._id, label: linkedLabel });
  }

  let loadError: string | undefined;
  if (papers.isError) loadError = t('The question papers could not be loaded. Please try again.');

  return (
    <Select
      label={t('Question paper')}
      description={t('The paper students sit for this exam. Search by title or QP code.')}
      placeholder={t('Choose a paper')}
      searchable
      clearable
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already.
      filter={({ options: all }) => all}
      nothingFoundMessage={papers.isFetching ? t('Searching...') : t('No papers found')}
      rightSection={
        papers.isFetching ? <Loader size={16} aria-label={t('Searching papers')} /> : undefined
      }
      error={error ?? loadError}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
