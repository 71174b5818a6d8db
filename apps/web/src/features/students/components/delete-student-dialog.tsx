import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { Student } from '@markwise/contract';
import { fullName } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/notify';
import { useDeleteStudent } from '../api/delete-student';
import { fallbackWithProblem } from '@/lib/api-error';

type DeleteStudentDialogProps = {
  student: Student | null;
  onClose: () => void;
};

/** Confirmation before a student (and their attempts) is deleted. */
export function DeleteStudentDialog({ student, onClose }: DeleteStudentDialogProps) {
  const remove = useDeleteStudent();
  const confirm = () => {
    if (!student) return;
    remove.mutate(student.id, {
      onSuccess: () => {
        toastSuccess('Student deleted successfully!');
        onClose();
      },
      onError: (error) =>
        toastError(fallbackWithProblem(error, 'Failed to delete student. Please try again.')),
    });
  };
  return (
    <ConfirmDeleteDialog
      opened={student !== null}
      title="Delete student?"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {student ? fullName(student) : 'This student'} and all of their exam attempts and reports will
      be deleted. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
