import { Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
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

const LABELS = { name: 'Class name' };
type ClassFormValues = { name: string };

const validate = (values: ClassFormValues) =>
  schemaErrors(ClassRequest, values, { labels: LABELS });

/** A refusal that is the name's problem (taken, too long) goes beside the field. */
function nameError(error: unknown): string | undefined {
  if (!isApiError(error) || (error.status !== 409 && error.status !== 400)) return undefined;
  if (!error.message.startsWith('name ')) return undefined;
  return issueMessage({ path: ['name'], message: error.message }, LABELS);
}

const studentsLabel = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

type ClassesDialogProps = { opened: boolean; onClose: () => void };

/** The institution's classes: add, rename, delete (refused while students are in one). */
export function ClassesDialog({ opened, onClose }: ClassesDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Manage Classes" size="lg">
      {opened ? <ClassesManager /> : null}
    </Dialog>
  );
}

function ClassesManager() {
  const classes = useClasses();
  const [deleting, setDeleting] = useState<SchoolClass | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);

  const renderList = () => {
    if (classes.isError && !classes.data) {
      return (
        <RetryAlert title="Error Loading Classes" {...queryFailure(classes)}>
          The classes could not be loaded.
        </RetryAlert>
      );
    }
    if (!classes.data) {
      return (
        <Group role="status" aria-label="Loading classes" gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading classes…</Text>
        </Group>
      );
    }
    if (classes.data.length === 0) {
      return (
        <Text c="dimmed" size="sm">
          No classes yet. Add the first one above; students are then put in it.
        </Text>
      );
    }
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Classes">
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
                    label="Rename"
                    name={`Rename ${schoolClass.name}`}
                    icon={IconPencil}
                    onClick={() => setEditingId(schoolClass.id)}
                  />
                  <RowAction
                    label="Delete"
                    name={`Delete ${schoolClass.name}`}
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
          ? `${deleting.name} has ${studentsLabel(deleting.studentCount)}: move them to another class first, or the class cannot be deleted.`
          : `${deleting?.name ?? 'This class'} will be deleted. This cannot be undone.`}
      </DeleteDialog>
    </Stack>
  );
}

function AddClassForm() {
  const form = useForm<ClassFormValues>({ initialValues: { name: '' }, validate });
  const create = useCreateClass();
  const onValid = (values: ClassFormValues) =>
    create.mutate(
      { name: values.name },
      {
        onSuccess: () => {
          toastSuccess('Class created successfully!');
          form.reset();
        },
        onError: (error) => {
          const problem = nameError(error);
          if (problem) form.setFieldError('name', problem);
          else toastError(fallbackWithProblem(error, 'Failed to create class. Please try again.'));
        },
      },
    );
  return (
    <form onSubmit={form.onSubmit(onValid)} noValidate aria-label="Add class">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          {...form.getInputProps('name')}
          label="New class"
          placeholder="e.g. Grade 10A"
          description="The section is part of the name."
          name="name"
          style={{ flex: '1 1 14rem' }}
          data-autofocus
        />
        <SubmitButton pending={create.isPending} pendingLabel="Adding…" mt={{ base: 0, xs: 50 }}>
          Add Class
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
  const form = useForm<ClassFormValues>({ initialValues: { name: schoolClass.name }, validate });
  const rename = useRenameClass();
  const onValid = (values: ClassFormValues) =>
    rename.mutate(
      { id: schoolClass.id, body: { name: values.name } },
      {
        onSuccess: () => {
          toastSuccess('Class renamed successfully!');
          onDone();
        },
        onError: (error) => {
          const problem = nameError(error);
          if (problem) form.setFieldError('name', problem);
          else toastError(fallbackWithProblem(error, 'Failed to rename class. Please try again.'));
        },
      },
    );
  return (
    <form onSubmit={form.onSubmit(onValid)} noValidate aria-label={`Rename ${schoolClass.name}`}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          {...form.getInputProps('name')}
          aria-label={LABELS.name}
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
        <SubmitButton pending={rename.isPending} pendingLabel="Saving…" size="sm">
          Save
        </SubmitButton>
        <Button variant="default" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
