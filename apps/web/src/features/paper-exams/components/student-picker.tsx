import { Loader, MultiSelect, Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Student } from '@markwise/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { fullName } from '@/lib/format';
import { useStudentSearch } from '../api/search-students';

type Option = { value: string; label: string };

/** The server has searched already: every option it sent is shown. */
const keepAll: OptionsFilter = ({ options }) => options;

/** 'Asha Verma · 10A-07 · Grade 10A': enough to tell two students of one name apart. */
const studentOption = (student: Student): Option => ({
  value: student.id,
  label: [fullName(student), student.rollNo, student.class].filter(Boolean).join(' · '),
});

/** The students matching what is typed, searched on the server (by name, email or roll number). */
function useStudentOptions(enabled: boolean) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const students = useStudentSearch(debounced, enabled);
  return {
    search,
    setSearch,
    options: (students.data ?? []).map(studentOption),
    common: {
      searchable: true,
      filter: keepAll,
      nothingFoundMessage: students.isFetching ? t('Searching…') : t('No students found'),
      rightSection: students.isFetching ? (
        <Loader size={16} aria-label={t('Searching students')} />
      ) : undefined,
      comboboxProps: { withinPortal: true },
    },
    loadError: students.isError ? t('The students could not be loaded. Please try again.') : null,
  };
}

type StudentSelectProps = {
  label: string;
  value: string | null;
  onChange: (studentId: string | null) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/** One student, searched by name or roll number. */
export function StudentSelect({ label, value, onChange, error, disabled }: StudentSelectProps) {
  const { t } = useTranslation();
  const { search, setSearch, options, common, loadError } = useStudentOptions(true);
  return (
    <Select
      {...common}
      label={label}
      placeholder={t('Search by name or roll number')}
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      error={error ?? loadError}
      disabled={disabled}
      data-autofocus
    />
  );
}

type StudentsMultiSelectProps = {
  label: string;
  description?: string;
  value: string[];
  onChange: (studentIds: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/** Several students; each chosen one keeps its name while other searches run. */
export function StudentsMultiSelect({
  label,
  description,
  value,
  onChange,
  error,
  disabled,
}: StudentsMultiSelectProps) {
  const { t } = useTranslation();
  const { search, setSearch, options, common, loadError } = useStudentOptions(true);
  const [chosen, setChosen] = useState<Option[]>([]);
  const data = [
    ...chosen.filter((option) => value.includes(option.value)),
    ...options.filter((option) => !chosen.some((kept) => kept.value === option.value)),
  ];
  return (
    <MultiSelect
      {...common}
      label={label}
      description={description}
      placeholder={value.length === 0 ? t('Search by name or roll number') : undefined}
      data={data}
      value={value}
      onChange={(ids) => {
        setChosen(data.filter((option) => ids.includes(option.value)));
        onChange(ids);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      error={error ?? loadError}
      disabled={disabled}
      hidePickedOptions
    />
  );
}
