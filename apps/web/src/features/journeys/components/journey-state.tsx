import { Button, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertTriangle, IconMapOff } from '@tabler/icons-react';

type JourneyStateProps = {
  kind: 'error' | 'missing';
  onBack: () => void;
  /** Shown between the description and 'Go Back': an admin's form to create the journey. */
  children?: ReactNode;
};

const TEXTS = {
  error: {
    title: 'Error Loading Journey',
    description: 'There was a problem loading the journey data. Please try again later.',
  },
  missing: {
    title: 'No Journey Found',
    description: 'No journey was found for this subject.',
  },
} as const;

/** The error and no-journey states, each with 'Go Back'. */
export function JourneyState({ kind, onBack, children }: JourneyStateProps) {
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
      <EmptyState.Title order={2}>{text.title}</EmptyState.Title>
      <EmptyState.Description>{text.description}</EmptyState.Description>
      {children}
      <EmptyState.Actions>
        <Button variant={children ? 'default' : 'filled'} onClick={onBack}>
          Go Back
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
