import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';
import { PaginationBar } from '@/components/pagination-bar';
import { REPORTS_PAGE_SIZES, showingText, totalPages } from '../lib/reports-figures';

type ReportsPaginationProps = {
  page: number;
  pageSize: number;
  count: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** 'Showing X to Y of Z reports', the page-size choice and the page strip. */
export function ReportsPagination({
  page,
  pageSize,
  count,
  onPageChange,
  onPageSizeChange,
}: ReportsPaginationProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {showingText(page, pageSize, count)}
        </Text>
        <NativeSelect
          label={t('Rows per page')}
          size="xs"
          styles={{
            root: { display: 'flex', alignItems: 'center', gap: 8 },
            label: { whiteSpace: 'nowrap' },
            wrapper: { width: 72 },
          }}
          data={REPORTS_PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        />
      </Group>
      <PaginationBar
        label={t('Reports pages')}
        page={page}
        totalPages={totalPages(count, pageSize)}
        onChange={onPageChange}
      />
    </Group>
  );
}
