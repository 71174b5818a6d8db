import type { Course } from '@markwise/contract';
import { DeleteDialog } from '@/components/delete-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteCourse } from '../api/delete-course';

type DeleteCourseDialogProps = {
  opened: boolean;
  /** Kept after closing so the text does not vanish during the closing transition. */
  course: Course | null;
  onClose: () => void;
};

/** Confirmation before deleting; the API refuses (409) while students have attempted it. */
export function DeleteCourseDialog({ opened, course, onClose }: DeleteCourseDialogProps) {
  return (
    <DeleteDialog
      opened={opened}
      noun="course"
      remove={useDeleteCourse()}
      id={course?._id}
      failureMessage={errorMessage}
      onClose={onClose}
      closeOnFailure
    >
      &lsquo;{course?.title}&rsquo; will be deleted with its subjects, journeys and levels. This
      cannot be undone.
    </DeleteDialog>
  );
}
