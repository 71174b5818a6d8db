import { Button, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Student } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { fallbackWithProblem, isApiError } from '@/lib/api-error';
import { fullName } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/notify';
import { useCreateStudent } from '../api/create-student';
import { useClasses } from '@/lib/api/get-classes';
import { useUpdateStudent } from '../api/update-student';
import {
  EMPTY_STUDENT_FORM,
  STUDENT_FIELD_LABELS as LABELS,
  formFromStudent,
  toStudentBody,
  validateStudentForm,
  type StudentFormField,
  type StudentFormValues,
} from '../lib/student-form';
import { FormActions } from '@/components/form-actions';
import { Dialog } from '@/components/dialog';

type StudentFormModalProps = {
  opened: boolean;
  /** The student to edit; none to create one. */
  student: Student | null;
  onClose: () => void;
};

/** Create or edit a student; mounted per opening so the form starts from the student's values. */
export function StudentFormModal({ opened, student, onClose }: StudentFormModalProps) {
  const { t } = useTranslation();
  const title = student ? t('Edit {{name}}', { name: fullName(student) }) : t('Add Student');
  return (
    <Dialog opened={opened} onClose={onClose} title={title} size="lg">
      {opened ? <StudentForm student={student} onDone={onClose} /> : null}
    </Dialog>
  );
}

function StudentForm({ student, onDone }: { student: Student | null; onDone: () => void }) {
  const { t } = useTranslation();
  const mode = student ? 'edit' : 'create';
  const form = useForm<StudentFormValues>({
    initialValues: student ? formFromStudent(student) : EMPTY_STUDENT_FORM,
    validate: (values) => validateStudentForm(values, mode),
  });
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const pending = create.isPending || update.isPending;

  const onFailure = (error: unknown, fallback: string) => {
    // A duplicate email is the email field's problem: say so beside it as well.
    if (isApiError(error) && error.status === 409) {
      form.setFieldError('email', error.message);
    }
    // A class deleted meanwhile: the API names the field.
    if (isApiError(error) && error.status === 400 && error.message.startsWith('class ')) {
      form.setFieldError('class', error.message);
    }
    toastError(fallbackWithProblem(error, fallback));
  };

  const onSuccess = (message: string) => {
    toastSuccess(message);
    onDone();
  };

  const onValid = (values: StudentFormValues) => {
    if (student) {
      update.mutate(
        { id: student.id, body: toStudentBody(values, 'edit') },
        {
          onSuccess: () => onSuccess(t('Student updated successfully!')),
          onError: (error) => onFailure(error, t('Failed to update student. Please try again.')),
        },
      );
      return;
    }
    create.mutate(toStudentBody(values, 'create'), {
      onSuccess: () => onSuccess(t('Student created successfully!')),
      onError: (error) => onFailure(error, t('Failed to create student. Please try again.')),
    });
  };

  const classList = useClasses();
  const classes = classList.data?.map((schoolClass) => schoolClass.name) ?? [];
  const chosenClass = form.values.class;
  if (chosenClass && !classes.includes(chosenClass)) classes.push(chosenClass);
  const classPlaceholder = classList.isPending
    ? t('Loading classes…')
    : classList.isError
      ? t('Classes could not be loaded')
      : classes.length === 0
        ? t('No classes yet: add one under Manage Classes')
        : t('Choose a class');

  const text = (field: StudentFormField, extra: { required?: boolean; type?: string } = {}) => ({
    ...form.getInputProps(field),
    label: t(LABELS[field]),
    withAsterisk: extra.required,
    type: extra.type,
    name: field,
  });

  return (
    <form
      onSubmit={form.onSubmit(onValid)}
      noValidate
      aria-label={mode === 'edit' ? t('Edit student') : t('Add student')}
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
          label={t(LABELS.class)}
          withAsterisk
          data={classes}
          value={chosenClass || null}
          onChange={(value) => form.setFieldValue('class', value ?? '')}
          error={form.errors.class}
          placeholder={classPlaceholder}
          disabled={classList.isPending && !chosenClass}
          name="class"
        />
        <TextInput {...text('rollNo')} />
        <TextInput {...text('mobile', { type: 'tel' })} autoComplete="tel" inputMode="tel" />
        {mode === 'create' ? (
          <PasswordInput
            label={t(LABELS.password)}
            withAsterisk
            {...form.getInputProps('password')}
            autoComplete="new-password"
            description={t('At least 8 characters; the student signs in with it.')}
            name="password"
            visibilityToggleButtonProps={{ 'aria-label': t('Show or hide password') }}
          />
        ) : null}
      </SimpleGrid>
      <FormActions onCancel={onDone} pending={pending} mt="xl">
        <Button type="submit" loading={pending}>
          {mode === 'edit' ? t('Save Changes') : t('Add Student')}
        </Button>
      </FormActions>
    </form>
  );
}
