import type { Student } from '@markwise/contract';
import { DeleteDialog } from '@/components/delete-dialog';
import { fallbackWithProblem } from '@/lib/api-error';
import { fullName } from '@/lib/format';
import { useDeleteStudent } from '../api/delete-student';

type DeleteStudentDialogProps = {
  student: Student | null;
  onClose: () => void;
};

/** Confirmation before a student (and their attempts) is deleted. */
export function DeleteStudentDialog({ student, onClose }: DeleteStudentDialogProps) {
  return (
    <DeleteDialog
      opened={student !== null}
      title="Delete student?"
      remove={useDeleteStudent()}
      id={student?.id}
      successMessage="Student deleted successfully!"
      failureMessage={(error) =>
        fallbackWithProblem(error, 'Failed to delete student. Please try again.')
      }
      onDeleted={onClose}
      onClose={onClose}
    >
      {student ? fullName(student) : 'This student'} and all of their exam attempts and reports will
      be deleted. This cannot be undone.
    </DeleteDialog>
  );
}
