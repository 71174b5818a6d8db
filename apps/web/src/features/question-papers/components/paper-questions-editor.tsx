import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { QUESTIONS_PER_PAPER_MAX } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import { focusSoon } from '../lib/focus';
import { totalMarks } from '../lib/paper-form';
import { moveItem, newQuestion, type QuestionDraft } from '../lib/question-draft';
import { QuestionEditor, questionTextInputId } from './question-editor';

type PaperQuestionsEditorProps = {
  questions: QuestionDraft[];
  paperLanguage: string;
  /** Messages by Mantine path: 'title', 'questions.0.text', 'questions', 'maxMarks'. */
  errors: FormErrors;
  onChange: (questions: QuestionDraft[]) => void;
};

/** The paper's questions: add, remove, reorder; the total marks follow live. */
export function PaperQuestionsEditor({
  questions,
  paperLanguage,
  errors,
  onChange,
}: PaperQuestionsEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, changes: Partial<QuestionDraft>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...changes } : q)));
  const add = () => {
    const question = newQuestion();
    onChange([...questions, question]);
    // Straight on to typing it.
    focusSoon(questionTextInputId(question));
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700}>{t('Questions')}</Text>
        <Text fw={600} aria-live="polite" data-testid="max-marks">
          {t('Maximum marks: {{marks}}', { marks: formatNumber(totalMarks(questions)) })}
        </Text>
      </Group>
      {errors.questions ? <Alert color="red">{errors.questions}</Alert> : null}
      {errors.maxMarks ? <Alert color="red">{errors.maxMarks}</Alert> : null}
      {questions.map((question, index) => (
        <QuestionEditor
          key={question.key}
          question={question}
          index={index}
          count={questions.length}
          paperLanguage={paperLanguage}
          errors={errors}
          onChange={(changes) => update(index, changes)}
          onMove={(step) => onChange(moveItem(questions, index, step))}
          onRemove={() => onChange(questions.filter((_, i) => i !== index))}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={add}
        disabled={questions.length >= QUESTIONS_PER_PAPER_MAX}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('Add Question')}
      </Button>
    </Stack>
  );
}
