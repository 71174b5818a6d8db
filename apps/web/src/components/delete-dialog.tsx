import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toastError, toastSuccess } from '@/lib/notify';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type DeleteDialogProps<TId> = {
  opened: boolean;
  /** What is deleted, in lower case ('course'): it names the title and both toasts. */
  noun: string;
  /** What will be deleted, and with what. */
  children: ReactNode;
  /** The delete mutation, and the id it is given; no id, nothing to delete. */
  remove: UseMutationResult<unknown, Error, TId>;
  id: TId | undefined;
  /** The error toast's text: how much of the server's reason to add to the fallback. */
  failureMessage: (error: Error, fallback: string) => string;
  /** After a deletion (the success toast shown); closing the dialog unless given. */
  onDeleted?: () => void;
  onClose: () => void;
  /** Whether a failure also closes the dialog (else it stays open to try again). */
  closeOnFailure?: boolean;
};

/** Confirms, runs the delete mutation and toasts its outcome, in the same words for everything. */
export function DeleteDialog<TId>({
  noun,
  remove,
  id,
  failureMessage,
  onDeleted,
  closeOnFailure = false,
  ...dialog
}: DeleteDialogProps<TId>) {
  const confirm = () => {
    if (id === undefined) return;
    remove.mutate(id, {
      onSuccess: () => {
        toastSuccess(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted successfully!`);
        (onDeleted ?? dialog.onClose)();
      },
      onError: (error) => {
        toastError(failureMessage(error, `Failed to delete ${noun}. Please try again.`));
        if (closeOnFailure) dialog.onClose();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={`Delete ${noun}?`}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
