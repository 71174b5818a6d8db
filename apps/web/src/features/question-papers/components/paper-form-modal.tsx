import { Button, Divider, Group, Modal } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import type { QuestionPaper } from '@markwise/contract';
import { showToast } from '@/lib/notify';
import { useCreateQuestionPaper } from '../api/create-question-paper';
import { useUpdateQuestionPaper } from '../api/update-question-paper';
import { failureMessage } from '../lib/failure-message';
import {
  emptyPaperForm,
  formFromPaper,
  toUpdateBody,
  validatePaperForm,
  type PaperFormErrors,
  type PaperFormValues,
} from '../lib/paper-form';
import { PaperDetailsFields } from './paper-details-fields';
import { PaperQuestionsEditor } from './paper-questions-editor';

type PaperFormModalProps = {
  opened: boolean;
  /** The paper to edit; none to create one. */
  paper: QuestionPaper | null;
  onClose: () => void;
};

export function PaperFormModal({ opened, paper, onClose }: PaperFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={paper ? `Edit ${paper.title}` : 'New Question Paper'}
      size="min(900px, 100%)"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <PaperForm paper={paper} onDone={onClose} /> : null}
    </Modal>
  );
}

function PaperForm({ paper, onDone }: { paper: QuestionPaper | null; onDone: () => void }) {
  const [values, setValues] = useState<PaperFormValues>(() =>
    paper ? formFromPaper(paper) : emptyPaperForm(),
  );
  const [errors, setErrors] = useState<PaperFormErrors>({});
  const create = useCreateQuestionPaper();
  const update = useUpdateQuestionPaper();
  const pending = create.isPending || update.isPending;
  const formRef = useRef<HTMLFormElement>(null);

  const change = (changes: Partial<PaperFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    // An edited field's error goes; the others stay until the next submit.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key];
      if ('questions' in changes) {
        for (const key of Object.keys(next)) if (key.startsWith('questions')) delete next[key];
        delete next.maxMarks;
      }
      return next;
    });
  };

  const onFailure = (error: unknown, fallback: string) =>
    showToast({ title: 'Error', message: failureMessage(error, fallback), kind: 'error' });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validatePaperForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      // Take the user to the first field to fix, wherever it is in the long form.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const done = (message: string) => {
      showToast({ title: 'Success', message, kind: 'success' });
      onDone();
    };
    if (paper) {
      update.mutate(
        { id: paper._id, body: toUpdateBody(result.body, paper) },
        {
          onSuccess: (response) => done(response.message),
          onError: (error) =>
            onFailure(error, 'Failed to update question paper. Please try again.'),
        },
      );
      return;
    }
    create.mutate(result.body, {
      onSuccess: (response) => done(response.message),
      onError: (error) => onFailure(error, 'Failed to create question paper. Please try again.'),
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label={paper ? 'Edit question paper' : 'New question paper'}
    >
      <PaperDetailsFields values={values} errors={errors} onChange={change} />
      <Divider my="lg" />
      <PaperQuestionsEditor
        questions={values.questions}
        errors={errors}
        onChange={(questions) => change({ questions })}
      />
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {paper ? 'Save Changes' : 'Create Paper'}
        </Button>
      </Group>
    </form>
  );
}
