import { Button, Group, Modal, Text } from '@mantine/core';
import type { Student } from '@markwise/contract';
import { fullName } from '@/lib/format';
import { showToast } from '@/lib/notify';
import { useDeleteStudent } from '../api/delete-student';
import { failureMessage } from '../lib/failure-message';

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
        showToast({ title: 'Success', message: 'Student deleted successfully!', kind: 'success' });
        onClose();
      },
      onError: (error) =>
        showToast({
          title: 'Error',
          message: failureMessage(error, 'Failed to delete student. Please try again.'),
          kind: 'error',
        }),
    });
  };
  return (
    <Modal
      opened={student !== null}
      onClose={onClose}
      title="Delete student?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>
        {student ? fullName(student) : 'This student'} and all of their exam attempts and reports
        will be deleted. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
