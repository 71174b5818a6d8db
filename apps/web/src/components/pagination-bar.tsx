import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageStrip } from '@/lib/page-strip';
import { useTranslation } from '@/i18n/i18n';

type PaginationBarProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Students pages'. */
  label: string;
  disabled?: boolean;
};

/**
 * Previous, the page strip (at most 5 numbers) and Next. Pages outside 1..totalPages are never
 * requested: such page changes are ignored.
 */
export function PaginationBar({ page, totalPages, onChange, label, disabled }: PaginationBarProps) {
  const { t } = useTranslation();
  const go = (target: number) => {
    if (target < 1 || target > totalPages || target === page) return;
    onChange(target);
  };
  return (
    <Group component="nav" aria-label={label} gap={6} wrap="wrap" justify="center">
      <Button
        variant="default"
        size="compact-md"
        onClick={() => go(page - 1)}
        disabled={disabled || page <= 1}
        leftSection={<IconChevronLeft size={16} aria-hidden />}
      >
        {t('Previous')}
      </Button>
      {pageStrip(page, totalPages).map((number) => {
        const current = number === page;
        return (
          <Button
            key={number}
            variant={current ? 'filled' : 'default'}
            size="compact-md"
            miw={34}
            onClick={() => go(number)}
            disabled={disabled && !current}
            aria-current={current ? 'page' : undefined}
            aria-label={t('Page {{number}}', { number })}
          >
            {number}
          </Button>
        );
      })}
      <Button
        variant="default"
        size="compact-md"
        onClick={() => go(page + 1)}
        disabled={disabled || page >= totalPages}
        rightSection={<IconChevronRight size={16} aria-hidden />}
      >
        {t('Next')}
      </Button>
    </Group>
  );
}
