import { EmptyState, type MantineSpacing, type StyleProp } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type StatePanelProps = {
  icon: Icon;
  title: string;
  /** The sentence under the title. */
  children: ReactNode;
  /** A failed load: red. */
  failure?: boolean;
  /** 1 when the state is the whole screen, 2 inside one. */
  titleOrder?: 1 | 2;
  withIndicatorBackground?: boolean;
  /** A way out: a link back, a retry. */
  action?: ReactNode;
  mt?: StyleProp<MantineSpacing>;
};

/** An empty, missing or failed state: an icon, a heading, a sentence and perhaps an action. */
export function StatePanel({
  icon: StateIcon,
  title,
  children,
  failure = false,
  titleOrder = 2,
  withIndicatorBackground = true,
  action,
  mt,
}: StatePanelProps) {
  return (
    <EmptyState
      mt={mt}
      variant={failure ? 'light' : undefined}
      color={failure ? 'red' : undefined}
      withIndicatorBackground={withIndicatorBackground}
      icon={<StateIcon size={28} aria-hidden />}
    >
      <EmptyState.Title order={titleOrder}>{title}</EmptyState.Title>
      <EmptyState.Description>{children}</EmptyState.Description>
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
