import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type BackButtonProps = { children: ReactNode } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

/** A way back: a link to an address, or an action (history, a previous step). */
export function BackButton({ children, to, onClick }: BackButtonProps) {
  const icon = <IconArrowLeft size={16} aria-hidden />;
  if (to !== undefined) {
    return (
      <Button component={Link} to={to} variant="default" leftSection={icon}>
        {children}
      </Button>
    );
  }
  return (
    <Button variant="default" leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}
