import { EmptyState } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';

/** 'No levels found' under a journey card's title; `children` adds what to do about it. */
export function NoLevels({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      withIndicatorBackground
      icon={<IconRoute size={28} aria-hidden />}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <EmptyState.Title order={3}>{t('No levels found')}</EmptyState.Title>
      <EmptyState.Description>
        {t("This journey doesn't have any levels yet.")}
      </EmptyState.Description>
      {children ? <EmptyState.Description>{children}</EmptyState.Description> : null}
    </EmptyState>
  );
}
