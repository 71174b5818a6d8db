import { Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Subject } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useCreateSubject } from '../api/create-subject';
import { useUpdateSubject } from '../api/update-subject';
import {
  emptySubjectForm,
  subjectFormFromSubject,
  toCreateSubjectBody,
  toUpdateSubjectBody,
  validateSubjectForm,
  type SubjectFormValues,
} from '../lib/subject-form';
import { FormActions } from '@/components/form-actions';
import { SaveButton } from '@/components/save-button';
import { focusTitleIfInvalid, TitleDescriptionFields } from '@/components/title-description-fields';

type SubjectFormProps = {
  examId: string;
  /** The subject to edit; none adds a new one to the course. */
  subject?: Subject;
  onDone: () => void;
};

export function SubjectForm({ examId, subject, onDone }: SubjectFormProps) {
  const { t } = useTranslation();
  const form = useForm<SubjectFormValues>({
    initialValues: subject ? subjectFormFromSubject(subject) : emptySubjectForm,
    validate: (values) => validateSubjectForm(examId, values),
  });
  const create = useCreateSubject();
  const update = useUpdateSubject();
  const pending = create.isPending || update.isPending;

  const onValid = (values: SubjectFormValues) => {
    const callbacks = {
      onSuccess: () => {
        toastSuccess(
          subject ? t('Subject updated successfully!') : t('Subject created successfully!'),
        );
        onDone();
      },
      onError: (error: Error) =>
        toastError(
          errorMessage(
            error,
            subject
              ? t('Failed to update subject. Please try again.')
              : t('Failed to create subject. Please try again.'),
          ),
        ),
    };
    if (subject) {
      update.mutate({ subjectId: subject._id, body: toUpdateSubjectBody(values) }, callbacks);
    } else {
      create.mutate(toCreateSubjectBody(examId, values), callbacks);
    }
  };

  return (
    <form onSubmit={form.onSubmit(onValid, focusTitleIfInvalid(form))} noValidate>
      <Stack gap="md">
        <TitleDescriptionFields form={form} disabled={pending} />
        <Switch
          label={t('Active')}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
          disabled={pending}
        />
        <FormActions onCancel={onDone} pending={pending}>
          <SaveButton
            editing={Boolean(subject)}
            pending={pending}
            create={[t('Add Subject'), t('Adding...')]}
          />
        </FormActions>
      </Stack>
    </form>
  );
}
