import { TextInput, type TextInputProps } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';

/** An email address field: the phone's email keyboard, an example address and an @ before it. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      type="email"
      inputMode="email"
      placeholder="you@school.edu"
      leftSection={<IconAt size={16} aria-hidden />}
      {...props}
    />
  );
}
