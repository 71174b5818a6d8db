import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

type SubmitButtonProps = ButtonProps & {
  pending: boolean;
  /** Shown while the request runs, e.g. 'Saving...'. */
  pendingLabel: string;
  children: ReactNode;
  style?: CSSProperties;
};

/**
 * A form's submit button. While the request runs it is disabled and says so in words beside a
 * spinner (Mantine's `loading` would hide the label).
 */
export function SubmitButton({ pending, pendingLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={pending}
      leftSection={pending ? <Loader size={16} color="currentColor" aria-hidden /> : null}
      {...props}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
