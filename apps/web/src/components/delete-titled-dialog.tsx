import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-error';
import { DeleteDialog } from './delete-dialog';

type DeleteTitledDialogProps = {
  opened: boolean;
  /** Kept after closing so the text does not vanish during the closing transition. */
  record: { _id: string; title: string } | null;
  onClose: () => void;
  /** What is deleted, in lower case ('course'). */
  noun: string;
  remove: UseMutationResult<unknown, Error, string>;
  /** What goes with it: 'its journeys and levels'. */
  alsoDeleted: string;
};

/**
 * Confirmation before deleting a titled record (a course, a subject) with what hangs off it. A
 * refusal (409: students have attempted it) closes the dialog with the server's reason.
 */
export function DeleteTitledDialog({ record, alsoDeleted, ...dialog }: DeleteTitledDialogProps) {
  return (
    <DeleteDialog {...dialog} id={record?._id} failureMessage={errorMessage} closeOnFailure>
      &lsquo;{record?.title}&rsquo; will be deleted with {alsoDeleted}. This cannot be undone.
    </DeleteDialog>
  );
}
