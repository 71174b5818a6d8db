import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { useTranslation } from '@/i18n/i18n';

type ConfirmDeleteDialogProps = {
  opened: boolean;
  title: string;
  /** What will be deleted, and with what. */
  children: ReactNode;
  pending: boolean;
  /** Why the last attempt failed (a refusal's reason), shown in the dialog until it closes. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The one confirmation every destructive action goes through: Cancel, or a red Delete. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { opened, title, children, pending, error, onConfirm, onClose } = props;
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <Text>{children}</Text>
      {error ? (
        <Alert color="red" mt="md" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('Cancel')}
        </Button>
        {/* White on red.7 (the light scheme's filled red) is 3.8:1, under WCAG AA; red.9 is 5.5:1. */}
        <Button color="red.9" onClick={onConfirm} loading={pending}>
          {t('Delete')}
        </Button>
      </Group>
    </Dialog>
  );
}
