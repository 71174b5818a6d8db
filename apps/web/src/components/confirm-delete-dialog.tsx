import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';

type ConfirmDeleteDialogProps = {
  opened: boolean;
  title: string;
  /** What will be deleted, and with what. */
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The one confirmation every destructive action goes through: Cancel, or a red Delete. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { opened, title, children, pending, onConfirm, onClose } = props;
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          Delete
        </Button>
      </Group>
    </Dialog>
  );
}
