import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
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
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md" role="search">
      <TextInput
        placeholder="Search students..."
        aria-label="Search students"
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearchChange('')} />
          ) : null
        }
        style={{ flex: '1 1 240px' }}
        type="search"
      />
      <Select
        aria-label="Filter by class"
        data={CLASS_FILTER_OPTIONS}
        value={classFilter}
        onChange={(value) => onClassFilterChange(value ?? ALL_CLASSES)}
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  );
}
