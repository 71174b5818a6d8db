import { Button, Group, Modal, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { STUDENT_CLASSES, type Student } from '@markwise/contract';
import { isApiError } from '@/lib/api-error';
import { fullName } from '@/lib/format';
import { showToast } from '@/lib/notify';
import { useCreateStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';
import { failureMessage } from '../lib/failure-message';
import {
  EMPTY_STUDENT_FORM,
  STUDENT_FIELD_LABELS as LABELS,
  formFromStudent,
  validateStudentForm,
  type StudentFormErrors,
  type StudentFormField,
  type StudentFormValues,
} from '../lib/student-form';

type StudentFormModalProps = {
  opened: boolean;
  /** The student to edit; none to create one. */
  student: Student | null;
  onClose: () => void;
};

/** Create or edit a student; mounted per opening so the form starts from the student's values. */
export function StudentFormModal({ opened, student, onClose }: StudentFormModalProps) {
  const title = student ? `Edit ${fullName(student)}` : 'Add Student';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <StudentForm student={student} onDone={onClose} /> : null}
    </Modal>
  );
}

function StudentForm({ student, onDone }: { student: Student | null; onDone: () => void }) {
  const mode = student ? 'edit' : 'create';
  const [values, setValues] = useState<StudentFormValues>(
    student ? formFromStudent(student) : EMPTY_STUDENT_FORM,
  );
  const [errors, setErrors] = useState<StudentFormErrors>({});
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const pending = create.isPending || update.isPending;

  const set = (field: StudentFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onFailure = (error: unknown, fallback: string) => {
    // A duplicate email is the email field's problem: say so beside it as well.
    if (isApiError(error) && error.status === 409) {
      setErrors((current) => ({ ...current, email: error.message }));
    }
    showToast({ title: 'Error', message: failureMessage(error, fallback), kind: 'error' });
  };

  const onSuccess = (message: string) => {
    showToast({ title: 'Success', message, kind: 'success' });
    onDone();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (student) {
      const result = validateStudentForm(values, 'edit');
      if (!result.ok) return setErrors(result.errors);
      update.mutate(
        { id: student.id, body: result.body },
        {
          onSuccess: () => onSuccess('Student updated successfully!'),
          onError: (error) => onFailure(error, 'Failed to update student. Please try again.'),
        },
      );
      return;
    }
    const result = validateStudentForm(values, 'create');
    if (!result.ok) return setErrors(result.errors);
    create.mutate(result.body, {
      onSuccess: () => onSuccess('Student created successfully!'),
      onError: (error) => onFailure(error, 'Failed to create student. Please try again.'),
    });
  };

  const classes: string[] = [...STUDENT_CLASSES];
  if (values.class && !classes.includes(values.class)) classes.push(values.class);

  const text = (field: StudentFormField, extra: { required?: boolean; type?: string } = {}) => ({
    label: LABELS[field],
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field)(event.currentTarget.value),
    error: errors[field],
    withAsterisk: extra.required,
    type: extra.type,
    name: field,
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={mode === 'edit' ? 'Edit student' : 'Add student'}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          {...text('firstName', { required: true })}
          autoComplete="given-name"
          data-autofocus
        />
        <TextInput {...text('lastName', { required: true })} autoComplete="family-name" />
        <TextInput {...text('email', { required: true, type: 'email' })} autoComplete="email" />
        <Select
          label={LABELS.class}
          withAsterisk
          data={classes}
          value={values.class || null}
          onChange={(value) => set('class')(value ?? '')}
          error={errors.class}
          placeholder="Choose a class"
          name="class"
        />
        <TextInput {...text('rollNo')} />
        <TextInput {...text('mobile', { type: 'tel' })} autoComplete="tel" inputMode="tel" />
        {mode === 'create' ? (
          <PasswordInput
            label={LABELS.password}
            withAsterisk
            value={values.password}
            onChange={(event) => set('password')(event.currentTarget.value)}
            error={errors.password}
            autoComplete="new-password"
            description="At least 8 characters; the student signs in with it."
            name="password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          />
        ) : null}
      </SimpleGrid>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {mode === 'edit' ? 'Save Changes' : 'Add Student'}
        </Button>
      </Group>
    </form>
  );
}
