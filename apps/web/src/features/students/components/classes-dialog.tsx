import { Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { i18n, msg, useTranslation } from '@/i18n/i18n';
import { ClassRequest, type SchoolClass } from '@markwise/contract';
import { DeleteDialog } from '@/components/delete-dialog';
import { Dialog } from '@/components/dialog';
import { RetryAlert } from '@/components/retry-alert';
import { RowAction } from '@/components/row-action';
import { SubmitButton } from '@/components/submit-button';
import { fallbackWithProblem, isApiError } from '@/lib/api-error';
import { issueMessage, schemaErrors } from '@/lib/form-errors';
import { toastError, toastSuccess } from '@/lib/notify';
import { useCreateClass } from '../api/create-class';
import { useDeleteClass } from '../api/delete-class';
import { useClasses } from '@/lib/api/get-classes';
import { useRenameClass } from '../api/rename-class';
import { queryFailure } from '@/components/load-failure';

const LABELS = { name: msg('Class name') };
type ClassFormValues = { name: string };

const validate = (values: ClassFormValues) =>
  schemaErrors(ClassRequest, values, { labels: LABELS });

/** A refusal that is the name's problem (taken, too long) goes beside the field. */
function nameError(error: unknown): string | undefined {
  if (!isApiError(error) || (error.status !== 409 && error.status !== 400)) return undefined;
  if (!error.message.startsWith('name ')) return undefined;
  return issueMessage({ path: ['name'], message: error.message }, LABELS);
}

const studentsLabel = (count: number) =>
  count === 1 ? i18n.t('{{count}} student', { count }) : i18n.t('{{count}} students', { count });

type ClassesDialogProps = { opened: boolean; onClose: () => void };

/** The institution's classes: add, rename, delete (refused while students are in one). */
export function ClassesDialog({ opened, onClose }: ClassesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('Manage Classes')} size="lg">
      {opened ? <ClassesManager /> : null}
    </Dialog>
  );
}

function ClassesManager() {
  const { t } = useTranslation();
  const classes = useClasses();
  const [deleting, setDeleting] = useState<SchoolClass | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);

  const renderList = () => {
    if (classes.isError && !classes.data) {
      return (
        <RetryAlert title={t('Error Loading Classes')} {...queryFailure(classes)}>
          {t('The classes could not be loaded.')}
        </RetryAlert>
      );
    }
    if (!classes.data) {
      return (
        <Group role="status" aria-label={t('Loading classes')} gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('Loading classes…')}</Text>
        </Group>
      );
    }
    if (classes.data.length === 0) {
      return (
        <Text c="dimmed" size="sm">
          {t('No classes yet. Add the first one above; students are then put in it.')}
        </Text>
      );
    }
    return (
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('Classes')}
      >
        {classes.data.map((schoolClass) => (
          <li key={schoolClass.id}>
            {editingId === schoolClass.id ? (
              <RenameClassForm schoolClass={schoolClass} onDone={() => setEditingId(null)} />
            ) : (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" miw={0} wrap="nowrap">
                  <Text fw={500} truncate>
                    {schoolClass.name}
                  </Text>
                  <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                    {studentsLabel(schoolClass.studentCount)}
                  </Badge>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <RowAction
                    label={t('Rename')}
                    name={t('Rename {{name}}', { name: schoolClass.name })}
                    icon={IconPencil}
                    onClick={() => setEditingId(schoolClass.id)}
                  />
                  <RowAction
                    label={t('Delete')}
                    name={t('Delete {{name}}', { name: schoolClass.name })}
                    icon={IconTrash}
                    onClick={() => setDeleting(schoolClass)}
                    danger
                  />
                </Group>
              </Group>
            )}
          </li>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <AddClassForm />
      {renderList()}
      <DeleteDialog
        opened={deleting !== null}
        noun="class"
        remove={useDeleteClass()}
        id={deleting?.id}
        failureMessage={fallbackWithProblem}
        onClose={() => setDeleting(null)}
      >
        {deleting && deleting.studentCount > 0
          ? t(
              '{{name}} has {{students}}: move them to another class first, or the class cannot be deleted.',
              { name: deleting.name, students: studentsLabel(deleting.studentCount) },
            )
          : deleting
            ? t('{{name}} will be deleted. This cannot be undone.', { name: deleting.name })
            : t('This class will be deleted. This cannot be undone.')}
      </DeleteDialog>
    </Stack>
  );
}

function AddClassForm() {
  const { t } = useTranslation();
  const form = useForm<ClassFormValues>({ initialValues: { name: '' }, validate });
  const create = useCreateClass();
  const onValid = (values: ClassFormValues) =>
    create.mutate(
      { name: values.name },
      {
        onSuccess: () => {
          toastSuccess(t('Class created successfully!'));
          form.reset();
        },
        onError: (error) => {
          const problem = nameError(error);
          if (problem) form.setFieldError('name', problem);
          else
            toastError(fallbackWithProblem(error, t('Failed to create class. Please try again.')));
        },
      },
    );
  return (
    <form onSubmit={form.onSubmit(onValid)} noValidate aria-label={t('Add class')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          {...form.getInputProps('name')}
          label={t('New class')}
          placeholder={t('e.g. Grade 10A')}
          description={t('The section is part of the name.')}
          name="name"
          style={{ flex: '1 1 14rem' }}
          data-autofocus
        />
        <SubmitButton
          pending={create.isPending}
          pendingLabel={t('Adding…')}
          mt={{ base: 0, xs: 50 }}
        >
          {t('Add Class')}
        </SubmitButton>
      </Group>
    </form>
  );
}

function RenameClassForm({
  schoolClass,
  onDone,
}: {
  schoolClass: SchoolClass;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ClassFormValues>({ initialValues: { name: schoolClass.name }, validate });
  const rename = useRenameClass();
  const onValid = (values: ClassFormValues) =>
    rename.mutate(
      { id: schoolClass.id, body: { name: values.name } },
      {
        onSuccess: () => {
          toastSuccess(t('Class renamed successfully!'));
          onDone();
        },
        onError: (error) => {
          const problem = nameError(error);
          if (problem) form.setFieldError('name', problem);
          else
            toastError(fallbackWithProblem(error, t('Failed to rename class. Please try again.')));
        },
      },
    );
  return (
    <form
      onSubmit={form.onSubmit(onValid)}
      noValidate
      aria-label={t('Rename {{name}}', { name: schoolClass.name })}
    >
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          {...form.getInputProps('name')}
          aria-label={t(LABELS.name)}
          name="name"
          style={{ flex: '1 1 12rem' }}
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onDone();
            }
          }}
        />
        <SubmitButton pending={rename.isPending} pendingLabel={t('Saving…')} size="sm">
          {t('Save')}
        </SubmitButton>
        <Button variant="default" size="sm" onClick={onDone}>
          {t('Cancel')}
        </Button>
      </Group>
    </form>
  );
}
