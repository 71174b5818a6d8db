import {
  ActionIcon,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { languageName, languageOptions } from '../lib/language';
import type { QuestionDraft } from '../lib/question-draft';
import { RubricEditor } from './rubric-editor';

/** The contract's cap on a question's accepted answers. */
const ACCEPTED_ANSWERS_MAX = 20;
// Not a language code (those are two letters), so it cannot clash with one.
const SAME_AS_PAPER = 'paper';

type QuestionEditorProps = {
  question: QuestionDraft;
  index: number;
  count: number;
  paperLanguage: string;
  errors: FormErrors;
  onChange: (changes: Partial<QuestionDraft>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

export const questionTextInputId = (question: QuestionDraft) => `question-${question.key}-text`;

/** One question with everything the evaluator marks against. */
export function QuestionEditor(props: QuestionEditorProps) {
  const { question, index, count, paperLanguage, errors, onChange, onMove, onRemove } = props;
  const { t } = useTranslation();
  const number = index + 1;
  const error = (field: string) => errors[`questions.${index}.${field}`];
  const languages = [
    {
      value: SAME_AS_PAPER,
      label: t('Same as the paper ({{language}})', { language: languageName(paperLanguage) }),
    },
    ...languageOptions(question.language ?? undefined),
  ];

  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-label={t('Question {{number}}', { number })}
    >
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('Question {{number}}', { number })}</Text>
        <Group gap={4}>
          <Tooltip label={t('Move up')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('Move question {{number}} up', { number })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('Move down')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('Move question {{number}} down', { number })}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('Remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('Remove question {{number}}', { number })}
              disabled={count === 1}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Stack gap="sm">
        <Textarea
          id={questionTextInputId(question)}
          label={t('Question {{number}} text (markdown)', { number })}
          withAsterisk
          value={question.text}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
          error={error('text')}
          autosize
          minRows={2}
          maxRows={8}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t('Question {{number}} marks', { number })}
            withAsterisk
            value={question.marks}
            onChange={(value) => onChange({ marks: value === '' ? '' : Number(value) })}
            error={error('marks')}
            min={1}
            max={1000}
            allowDecimal={false}
          />
          <Select
            label={t('Question {{number}} language', { number })}
            data={languages}
            value={question.language ?? SAME_AS_PAPER}
            onChange={(language) =>
              onChange({ language: !language || language === SAME_AS_PAPER ? null : language })
            }
            error={error('language')}
            allowDeselect={false}
            searchable
          />
        </SimpleGrid>
        <Textarea
          label={t('Question {{number}} model answer (markdown)', { number })}
          value={question.modelAnswer}
          onChange={(event) => onChange({ modelAnswer: event.currentTarget.value })}
          error={error('modelAnswer')}
          autosize
          minRows={2}
          maxRows={8}
        />
        <RubricEditor
          question={question}
          index={index}
          errors={errors}
          onChange={(rubric) => onChange({ rubric })}
        />
        <TagsInput
          label={t('Question {{number}} accepted answers', { number })}
          description={t('Other answers marked fully right, compared exactly.')}
          placeholder={t('Type an answer, then press Enter')}
          value={question.acceptedAnswers}
          onChange={(acceptedAnswers) => onChange({ acceptedAnswers })}
          error={error('acceptedAnswers')}
          maxTags={ACCEPTED_ANSWERS_MAX}
          // An answer may hold a comma ("1, 2, 3"): only Enter ends one.
          splitChars={[]}
          clearable
        />
      </Stack>
    </Card>
  );
}
