import { Button, Group, type MantineSpacing, type StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';

type FormActionsProps = {
  onCancel: () => void;
  pending: boolean;
  /** The form's submit button. */
  children: ReactNode;
  mt?: StyleProp<MantineSpacing>;
};

/** The end of a dialog's form: Cancel (off while saving) and the submit button, on the right. */
export function FormActions({ onCancel, pending, children, mt }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt} gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('Cancel')}
      </Button>
      {children}
    </Group>
  );
}
