import { Button, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { Subject } from '@markwise/contract';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/notify';
import { useCreateSubject } from '../api/create-subject';
import { useUpdateSubject } from '../api/update-subject';
import {
  emptySubjectForm,
  subjectFormFromSubject,
  toCreateSubjectBody,
  toUpdateSubjectBody,
  validateSubjectForm,
  type SubjectFormErrors,
  type SubjectFormValues,
} from '../lib/subject-form';

type SubjectFormProps = {
  examId: string;
  /** The subject to edit; none adds a new one to the course. */
  subject?: Subject;
  onDone: () => void;
};

function submitLabel(editing: boolean, pending: boolean): string {
  if (editing) return pending ? 'Saving...' : 'Save Changes';
  return pending ? 'Adding...' : 'Add Subject';
}

export function SubjectForm({ examId, subject, onDone }: SubjectFormProps) {
  const [values, setValues] = useState<SubjectFormValues>(() =>
    subject ? subjectFormFromSubject(subject) : emptySubjectForm,
  );
  const [errors, setErrors] = useState<SubjectFormErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const create = useCreateSubject();
  const update = useUpdateSubject();
  const pending = create.isPending || update.isPending;
  const verb = subject ? 'update' : 'create';

  const set = <K extends keyof SubjectFormValues>(field: K, value: SubjectFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSubjectForm(examId, values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      if (found.title) titleRef.current?.focus();
      return;
    }
    const callbacks = {
      onSuccess: () => {
        showToast({
          title: 'Success',
          message: `Subject ${verb}d successfully!`,
          kind: 'success',
        });
        onDone();
      },
      onError: (error: Error) =>
        showToast({
          title: 'Error',
          message: errorMessage(error, `Failed to ${verb} subject. Please try again.`),
          kind: 'error',
        }),
    };
    if (subject) {
      update.mutate({ subjectId: subject._id, body: toUpdateSubjectBody(values) }, callbacks);
    } else {
      create.mutate(toCreateSubjectBody(examId, values), callbacks);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={titleRef}
          label="Title"
          withAsterisk
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errors.title}
          disabled={pending}
          data-autofocus
        />
        <Textarea
          label="Description"
          rows={4}
          resize="vertical"
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description}
          disabled={pending}
        />
        <Switch
          label="Active"
          checked={values.is_active}
          onChange={(event) => set('is_active', event.currentTarget.checked)}
          disabled={pending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {submitLabel(Boolean(subject), pending)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
