import { EmptyState } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ListEmptyProps = {
  icon: Icon;
  title: string;
  /** Why the list is empty (nothing yet, or nothing matches the filters). */
  description: string;
  /** A way on: add the first one, go elsewhere. */
  action?: ReactNode;
};

/** A list with nothing to show, in place of its rows. */
export function ListEmpty({ icon: EmptyIcon, title, description, action }: ListEmptyProps) {
  return (
    <EmptyState
      py="xl"
      icon={<EmptyIcon size={32} aria-hidden />}
      title={title}
      description={description}
    >
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
