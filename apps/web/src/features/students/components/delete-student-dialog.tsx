import type { Student } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
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
  const { t } = useTranslation();
  return (
    <DeleteDialog
      opened={student !== null}
      noun="student"
      remove={useDeleteStudent()}
      id={student?.id}
      failureMessage={fallbackWithProblem}
      onClose={onClose}
    >
      {student
        ? t(
            '{{name}} and all of their exam attempts and reports will be deleted. This cannot be undone.',
            { name: fullName(student) },
          )
        : t(
            'This student and all of their exam attempts and reports will be deleted. This cannot be undone.',
          )}
    </DeleteDialog>
  );
}
