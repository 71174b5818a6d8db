import { Button, Divider } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import type { QuestionPaper } from '@markwise/contract';
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
import { FormActions } from '@/components/form-actions';
import { Dialog } from '@/components/dialog';

type PaperFormModalProps = {
  opened: boolean;
  /** The paper to edit; none to create one. */
  paper: QuestionPaper | null;
  onClose: () => void;
};

export function PaperFormModal({ opened, paper, onClose }: PaperFormModalProps) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={paper ? `Edit ${paper.title}` : 'New Question Paper'}
      closeOnClickOutside={false}
      wide
    >
      {opened ? <PaperForm paper={paper} onDone={onClose} /> : null}
    </Dialog>
  );
}

function PaperForm({ paper, onDone }: { paper: QuestionPaper | null; onDone: () => void }) {
  // Built once: each draft question gets a new list key.
  const [initialValues] = useState(() => (paper ? formFromPaper(paper) : emptyPaperForm()));
  const form = useForm<PaperFormValues>({
    initialValues,
    validate: validatePaperForm,
    // change() clears errors itself: a question's errors go with any change to the list.
    clearInputErrorOnChange: false,
  });
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
    requestAnimationFrame(() =>
      formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const onValid = (values: PaperFormValues) => {
    const body = toPaperBody(values);
    const done = (message: string) => {
      toastSuccess(message);
      onDone();
    };
    if (paper) {
      update.mutate(
        { id: paper._id, body: toUpdateBody(body, paper) },
        {
          onSuccess: (response) => done(response.message),
          onError: (error) =>
            onFailure(error, 'Failed to update question paper. Please try again.'),
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (response) => done(response.message),
      onError: (error) => onFailure(error, 'Failed to create question paper. Please try again.'),
    });
  };

  return (
    <form
      onSubmit={form.onSubmit(onValid, onInvalid)}
      noValidate
      aria-label={paper ? 'Edit question paper' : 'New question paper'}
    >
      <PaperDetailsFields values={form.values} errors={form.errors} onChange={change} />
      <Divider my="lg" />
      <PaperQuestionsEditor
        questions={form.values.questions}
        errors={form.errors}
        onChange={(questions) => change({ questions })}
      />
      <FormActions onCancel={onDone} pending={pending} mt="xl">
        <Button type="submit" loading={pending}>
          {paper ? 'Save Changes' : 'Create Paper'}
        </Button>
      </FormActions>
    </form>
  );
}
