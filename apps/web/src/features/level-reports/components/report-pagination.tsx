import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';
import { pageStrip } from '@/lib/page-strip';

type ReportPaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

/** Previous, at most 5 page numbers, Next. */
export function ReportPagination({ page, totalPages, onChange }: ReportPaginationProps) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('Pagination')} gap="xs" justify="center" wrap="wrap">
      <Button variant="default" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('Previous')}
      </Button>
      {pageStrip(page, totalPages).map((number) => (
        <Button
          key={number}
          size="sm"
          miw={36}
          px="xs"
          variant={number === page ? 'filled' : 'default'}
          aria-label={t('Page {{number}}', { number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="default"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('Next')}
      </Button>
    </Group>
  );
}
