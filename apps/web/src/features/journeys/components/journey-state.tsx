import { Button, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertTriangle, IconMapOff } from '@tabler/icons-react';
import { msg, useTranslation } from '@/i18n/i18n';

type JourneyStateProps = {
  kind: 'error' | 'missing';
  onBack: () => void;
  /** Shown between the description and 'Go Back': an admin's form to create the journey. */
  children?: ReactNode;
};

const TEXTS = {
  error: {
    title: msg('Error Loading Journey'),
    description: msg('There was a problem loading the journey data. Please try again later.'),
  },
  missing: {
    title: msg('No Journey Found'),
    description: msg('No journey was found for this subject.'),
  },
} as const;

/** The error and no-journey states, each with 'Go Back'. */
export function JourneyState({ kind, onBack, children }: JourneyStateProps) {
  const { t } = useTranslation();
  const text = TEXTS[kind];
  return (
    <EmptyState
      mt="xl"
      variant={kind === 'error' ? 'light' : undefined}
      color={kind === 'error' ? 'red' : undefined}
      withIndicatorBackground
      icon={
        kind === 'error' ? (
          <IconAlertTriangle size={28} aria-hidden />
        ) : (
          <IconMapOff size={28} aria-hidden />
        )
      }
    >
      <EmptyState.Title order={2}>{t(text.title)}</EmptyState.Title>
      <EmptyState.Description>{t(text.description)}</EmptyState.Description>
      {children}
      <EmptyState.Actions>
        <Button variant={children ? 'default' : 'filled'} onClick={onBack}>
          {t('Go Back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
