import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { Subject } from '@markwise/contract';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useDeleteSubject } from '../api/delete-subject';

type DeleteSubjectDialogProps = {
  opened: boolean;
  /** Kept after closing so the text does not vanish during the closing transition. */
  subject: Subject | null;
  onClose: () => void;
};

/** Confirmation before deleting; the API refuses (409) while students have attempted it. */
export function DeleteSubjectDialog({ opened, subject, onClose }: DeleteSubjectDialogProps) {
  const remove = useDeleteSubject();
  const confirm = () => {
    if (!subject) return;
    remove.mutate(subject._id, {
      onSuccess: () => {
        toastSuccess('Subject deleted successfully!');
        onClose();
      },
      onError: (error) => {
        toastError(errorMessage(error, 'Failed to delete subject. Please try again.'));
        onClose();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      opened={opened}
      title="Delete subject?"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      &lsquo;{subject?.title}&rsquo; will be deleted with its journeys and levels. This cannot be
      undone.
    </ConfirmDeleteDialog>
  );
}
