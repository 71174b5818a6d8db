import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Journey } from '@markwise/contract';
import { i18n, useTranslation } from '@/i18n/i18n';
import { problemOrFallback } from '@/lib/api-error';
import { showToast } from '@/lib/notify';
import { useCreateJourney } from '../api/create-journey';
import { useRenameJourney } from '../api/rename-journey';
import { validateJourneyTitle, type JourneyTitleValues } from '../lib/journey-title';

type JourneyTitleFormProps = {
  subjectId: string;
  /** The journey to rename; none creates the subject's journey. */
  journey?: Journey;
  onDone: (journey: Journey) => void;
  onCancel?: () => void;
};

function submitLabel(renaming: boolean, pending: boolean): string {
  if (renaming) return pending ? i18n.t('Saving...') : i18n.t('Save Changes');
  return pending ? i18n.t('Creating...') : i18n.t('Create Journey');
}

/** The journey's one field, its title: to create the subject's journey, or to rename it. */
export function JourneyTitleForm({ subjectId, journey, onDone, onCancel }: JourneyTitleFormProps) {
  const { t } = useTranslation();
  const form = useForm<JourneyTitleValues>({
    initialValues: { title: journey?.title ?? '' },
    validate: (values) => validateJourneyTitle(subjectId, values),
  });
  const create = useCreateJourney();
  const rename = useRenameJourney();
  const pending = create.isPending || rename.isPending;

  // mutateAsync: creating the journey replaces this form with the builder before mutate's own
  // callbacks would run, and they do not run for an unmounted form.
  const onValid = async ({ title }: JourneyTitleValues) => {
    try {
      const saved = journey
        ? await rename.mutateAsync({ journeyId: journey._id, body: { title: title.trim() } })
        : await create.mutateAsync({ subjectId, title: title.trim() });
      showToast({
        title: t('Success'),
        message: journey ? t('Journey renamed successfully!') : t('Journey created successfully!'),
        kind: 'success',
      });
      onDone(saved);
    } catch (error) {
      showToast({
        title: t('Error'),
        message: problemOrFallback(
          error,
          journey
            ? t('Failed to rename journey. Please try again.')
            : t('Failed to create journey. Please try again.'),
        ),
        kind: 'error',
      });
    }
  };

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => void onValid(values),
        () => form.getInputNode('title')?.focus(),
      )}
      noValidate
      // Inside the centred empty state the form would shrink to its placeholder.
      style={{ width: 'min(420px, 100%)', textAlign: 'left' }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('Journey title')}
          placeholder={journey ? undefined : t('e.g. Physics Journey: Light and Electricity')}
          withAsterisk
          {...form.getInputProps('title')}
          disabled={pending}
          data-autofocus
        />
        <Group justify={journey ? 'flex-end' : 'center'} gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('Cancel')}
            </Button>
          ) : null}
          <Button type="submit" disabled={pending}>
            {submitLabel(Boolean(journey), pending)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
