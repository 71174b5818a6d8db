import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { Course } from '@markwise/contract';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useDeleteCourse } from '../api/delete-course';

type DeleteCourseDialogProps = {
  opened: boolean;
  /** Kept after closing so the text does not vanish during the closing transition. */
  course: Course | null;
  onClose: () => void;
};

/** Confirmation before deleting; the API refuses (409) while students have attempted it. */
export function DeleteCourseDialog({ opened, course, onClose }: DeleteCourseDialogProps) {
  const remove = useDeleteCourse();
  const confirm = () => {
    if (!course) return;
    remove.mutate(course._id, {
      onSuccess: () => {
        toastSuccess('Course deleted successfully!');
        onClose();
      },
      onError: (error) => {
        toastError(errorMessage(error, 'Failed to delete course. Please try again.'));
        onClose();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      opened={opened}
      title="Delete course?"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      &lsquo;{course?.title}&rsquo; will be deleted with its subjects, journeys and levels. This
      cannot be undone.
    </ConfirmDeleteDialog>
  );
}
