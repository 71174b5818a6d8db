import {
  CloseButton,
  Group,
  Select,
  TextInput,
  type ComboboxData,
  type MantineSpacing,
  type StyleProp,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';

type SearchToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
  /** The one select beside the search (a year, a class); it always holds a value. */
  select: {
    label: string;
    data: ComboboxData;
    value: string;
    /** What the select shows when it is cleared. */
    fallback: string;
    onChange: (value: string) => void;
    width: number;
  };
  mb?: StyleProp<MantineSpacing>;
};

/** A list's search box (with a clear button) and its one filter select. */
export function SearchToolbar({
  search,
  onSearchChange,
  searchPlaceholder,
  searchLabel,
  select,
  mb = 'md',
}: SearchToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb={mb} role="search">
      <TextInput
        type="search"
        placeholder={searchPlaceholder}
        aria-label={searchLabel}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton
              size="sm"
              aria-label={t('Clear search')}
              onClick={() => onSearchChange('')}
            />
          ) : null
        }
        style={{ flex: '1 1 240px' }}
      />
      <Select
        aria-label={select.label}
        data={select.data}
        value={select.value}
        onChange={(value) => select.onChange(value ?? select.fallback)}
        allowDeselect={false}
        w={{ base: '100%', xs: select.width }}
      />
    </Group>
  );
}
