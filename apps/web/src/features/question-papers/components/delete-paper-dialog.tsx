import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toastError, toastSuccess } from '@/lib/notify';
import type { AnyQuestionPaper } from '../api/get-question-paper';
import { useDeleteQuestionPaper } from '../api/delete-question-paper';
import { problemOrFallback } from '@/lib/api-error';

type DeletePaperDialogProps = {
  paper: AnyQuestionPaper | null;
  onClose: () => void;
  onDeleted: () => void;
};

/** Confirmation before a paper and its questions are deleted; a 409 says why it cannot be. */
export function DeletePaperDialog({ paper, onClose, onDeleted }: DeletePaperDialogProps) {
  const remove = useDeleteQuestionPaper();
  const confirm = () => {
    if (!paper) return;
    remove.mutate(paper._id, {
      onSuccess: () => {
        toastSuccess('Question paper deleted successfully!');
        onDeleted();
      },
      onError: (error) =>
        toastError(problemOrFallback(error, 'Failed to delete question paper. Please try again.')),
    });
  };
  return (
    <ConfirmDeleteDialog
      opened={paper !== null}
      title="Delete question paper?"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {paper ? `${paper.title} (${paper.qpCode})` : 'This paper'} and all of its questions will be
      deleted. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
