import { Button, Divider, Group, SegmentedControl, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent, type MutableRefObject } from 'react';
import type { QuestionPaper } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { toastError, toastSuccess } from '@/lib/notify';
import { useCreateQuestionPaper } from '../api/create-question-paper';
import { useUpdateQuestionPaper } from '../api/update-question-paper';
import { problemOrFallback } from '@/lib/api-error';
import {
  emptyPaperForm,
  formFromPaper,
  toPaperBody,
  toUpdateBody,
  validatePaperForm,
  type PaperFormValues,
} from '../lib/paper-form';
import { PaperDetailsFields } from './paper-details-fields';
import { PaperQuestionsEditor } from './paper-questions-editor';
import { PaperStudentPreview } from './paper-student-preview';
import { FormActions } from '@/components/form-actions';
import { Dialog } from '@/components/dialog';

type PaperFormModalProps = {
  opened: boolean;
  /** The paper to edit; none to create one. */
  paper: QuestionPaper | null;
  onClose: () => void;
};

export function PaperFormModal({ opened, paper, onClose }: PaperFormModalProps) {
  const { t } = useTranslation();
  // Asks the open form whether it holds edits not yet saved.
  const isDirtyRef = useRef<() => boolean>(() => false);
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => {
    if (isDirtyRef.current()) setConfirming(true);
    else onClose();
  };
  const discard = () => {
    setConfirming(false);
    onClose();
  };

  return (
    <>
      <Dialog
        opened={opened}
        onClose={requestClose}
        title={paper ? t('Edit {{title}}', { title: paper.title }) : t('New Question Paper')}
        closeOnClickOutside={false}
        // While the discard question is open, Escape answers it rather than closing the form.
        closeOnEscape={!confirming}
        wide
      >
        {opened ? (
          <PaperForm
            paper={paper}
            onCancel={requestClose}
            onSaved={onClose}
            isDirtyRef={isDirtyRef}
          />
        ) : null}
      </Dialog>
      <Dialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('Discard unsaved changes?')}
        size="sm"
      >
        <Text size="sm">{t('The changes made to this paper have not been saved.')}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('Keep editing')}
          </Button>
          <Button color="red" onClick={discard}>
            {t('Discard changes')}
          </Button>
        </Group>
      </Dialog>
    </>
  );
}

type PaperFormProps = {
  paper: QuestionPaper | null;
  onCancel: () => void;
  onSaved: () => void;
  isDirtyRef: MutableRefObject<() => boolean>;
};

function PaperForm({ paper, onCancel, onSaved, isDirtyRef }: PaperFormProps) {
  const { t } = useTranslation();
  // Built once: each draft question gets a new list key.
  const [initialValues] = useState(() => (paper ? formFromPaper(paper) : emptyPaperForm()));
  const form = useForm<PaperFormValues>({
    initialValues,
    validate: validatePaperForm,
    // change() clears errors itself: a question's errors go with any change to the list.
    clearInputErrorOnChange: false,
  });
  useEffect(() => {
    isDirtyRef.current = () => form.isDirty();
    return () => {
      isDirtyRef.current = () => false;
    };
  });
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const create = useCreateQuestionPaper();
  const update = useUpdateQuestionPaper();
  const pending = create.isPending || update.isPending;

  const change = (changes: Partial<PaperFormValues>) => {
    form.setValues(changes);
    // An edited field's error goes; the others stay until the next submit.
    form.setErrors((current) => {
      const next: FormErrors = { ...current };
      for (const key of Object.keys(changes)) delete next[key];
      if ('questions' in changes) {
        for (const key of Object.keys(next)) if (key.startsWith('questions')) delete next[key];
        delete next.maxMarks;
      }
      return next;
    });
  };

  const onFailure = (error: unknown, fallback: string) =>
    toastError(problemOrFallback(error, fallback));

  // Take the user to the first field to fix, wherever it is in the long form (once the errors
  // are on screen).
  const onInvalid = (_errors: FormErrors, _values: PaperFormValues, event?: FormEvent) => {
    const formElement = event?.currentTarget;
    setView('edit');
    requestAnimationFrame(() =>
      formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const onValid = (values: PaperFormValues) => {
    const body = toPaperBody(values);
    const done = (message: string) => {
      toastSuccess(message);
      onSaved();
    };
    if (paper) {
      update.mutate(
        { id: paper._id, body: toUpdateBody(body, paper) },
        {
          onSuccess: (response) => done(response.message),
          onError: (error) =>
            onFailure(error, t('Failed to update question paper. Please try again.')),
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (response) => done(response.message),
      onError: (error) => onFailure(error, t('Failed to create question paper. Please try again.')),
    });
  };

  return (
    <form
      onSubmit={form.onSubmit(onValid, onInvalid)}
      noValidate
      aria-label={paper ? t('Edit question paper') : t('New question paper')}
    >
      <SegmentedControl
        mb="md"
        aria-label={t('Editor view')}
        value={view}
        onChange={(next) => setView(next === 'preview' ? 'preview' : 'edit')}
        data={[
          { value: 'edit', label: t('Edit') },
          { value: 'preview', label: t('Preview as a student sees it') },
        ]}
      />
      {view === 'preview' ? (
        <PaperStudentPreview values={form.values} />
      ) : (
        <>
          <PaperDetailsFields values={form.values} errors={form.errors} onChange={change} />
          <Divider my="lg" />
          <PaperQuestionsEditor
            questions={form.values.questions}
            paperLanguage={form.values.language}
            errors={form.errors}
            onChange={(questions) => change({ questions })}
          />
        </>
      )}
      <FormActions onCancel={onCancel} pending={pending} mt="xl">
        <Button type="submit" loading={pending}>
          {paper ? t('Save Changes') : t('Create Paper')}
        </Button>
      </FormActions>
    </form>
  );
}
