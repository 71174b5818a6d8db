import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '@/components/submit-button';

/**
 * A settings form's submit handler: the page stays put, and a second submit while the first save
 * is under way does nothing.
 */
export const submitUnlessPending =
  (pending: boolean, save: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) save();
  };

type SettingsFormProps = {
  /** The form's accessible name. */
  label: string;
  pending: boolean;
  onSave: () => void;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
};

/** A settings card's form: its fields, then the submit button at the end of the row. */
export function SettingsForm({
  label,
  pending,
  onSave,
  submitLabel,
  pendingLabel,
  children,
}: SettingsFormProps) {
  return (
    <form onSubmit={submitUnlessPending(pending, onSave)} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <SubmitButton
          pending={pending}
          pendingLabel={pendingLabel}
          style={{ alignSelf: 'flex-end' }}
        >
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
