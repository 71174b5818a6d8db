import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toastError, toastSuccess } from '@/lib/notify';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type DeleteDialogProps<TId> = {
  opened: boolean;
  title: string;
  /** What will be deleted, and with what. */
  children: ReactNode;
  /** The delete mutation, and the id it is given; no id, nothing to delete. */
  remove: UseMutationResult<unknown, Error, TId>;
  id: TId | undefined;
  successMessage: string;
  /** The error toast's text for the failure. */
  failureMessage: (error: Error) => string;
  /** After a deletion (the success toast shown). */
  onDeleted: () => void;
  onClose: () => void;
  /** Whether a failure also closes the dialog (else it stays open to try again). */
  closeOnFailure?: boolean;
};

/** Confirms, runs the delete mutation and toasts its outcome. */
export function DeleteDialog<TId>({
  remove,
  id,
  successMessage,
  failureMessage,
  onDeleted,
  closeOnFailure = false,
  ...dialog
}: DeleteDialogProps<TId>) {
  const confirm = () => {
    if (id === undefined) return;
    remove.mutate(id, {
      onSuccess: () => {
        toastSuccess(successMessage);
        onDeleted();
      },
      onError: (error) => {
        toastError(failureMessage(error));
        if (closeOnFailure) dialog.onClose();
      },
    });
  };
  return <ConfirmDeleteDialog {...dialog} pending={remove.isPending} onConfirm={confirm} />;
}
