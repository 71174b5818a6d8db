import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
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
    <Group gap="sm" align="flex-end" wrap="wrap" mb="lg" role="search">
      <TextInput
        type="search"
        placeholder="Search by title or QP code..."
        aria-label="Search question papers"
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearchChange('')} />
          ) : null
        }
        style={{ flex: '1 1 240px' }}
      />
      <Select
        aria-label="Filter by year"
        data={years}
        value={year}
        onChange={(value) => onYearChange(value ?? ALL_YEARS)}
        allowDeselect={false}
        w={{ base: '100%', xs: 160 }}
      />
    </Group>
  );
}
