import type { Subject } from '@markwise/contract';
import { DeleteDialog } from '@/components/delete-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteSubject } from '../api/delete-subject';

type DeleteSubjectDialogProps = {
  opened: boolean;
  /** Kept after closing so the text does not vanish during the closing transition. */
  subject: Subject | null;
  onClose: () => void;
};

/** Confirmation before deleting; the API refuses (409) while students have attempted it. */
export function DeleteSubjectDialog({ opened, subject, onClose }: DeleteSubjectDialogProps) {
  return (
    <DeleteDialog
      opened={opened}
      noun="subject"
      remove={useDeleteSubject()}
      id={subject?._id}
      failureMessage={errorMessage}
      onClose={onClose}
      closeOnFailure
    >
      &lsquo;{subject?.title}&rsquo; will be deleted with its journeys and levels. This cannot be
      undone.
    </DeleteDialog>
  );
}
