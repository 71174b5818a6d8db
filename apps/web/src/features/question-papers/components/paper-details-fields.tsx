import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from '@/i18n/i18n';
import { DEFAULT_PASS_PERCENTAGE, type PaperVisibility } from '@markwise/contract';
import { usePaperCourses, usePaperSubjects } from '../api/get-paper-links';
import { languageOptions } from '../lib/language';
import { VISIBILITY_OPTIONS } from '../lib/visibility';
import type { PaperFormValues } from '../lib/paper-form';

type PaperDetailsFieldsProps = {
  values: PaperFormValues;
  /** Messages by Mantine path: 'title', 'questions.0.text', 'questions', 'maxMarks'. */
  errors: FormErrors;
  onChange: (changes: Partial<PaperFormValues>) => void;
};

const numberValue = (value: string | number): number | '' =>
  typeof value === 'number' ? value : value === '' ? '' : Number(value);

/** The paper's own fields; course and subject are optional links. */
export function PaperDetailsFields({ values, errors, onChange }: PaperDetailsFieldsProps) {
  const { t } = useTranslation();
  const courses = usePaperCourses();
  const subjects = usePaperSubjects(values.examId);
  const courseOptions = (courses.data?.data ?? []).map((course) => ({
    value: course._id,
    label: course.title,
  }));
  const subjectOptions = (subjects.data?.data ?? []).map((subject) => ({
    value: subject._id,
    label: subject.title,
  }));

  // A text or number field's value, change and error.
  const text = (field: 'title' | 'qpCode' | 'class' | 'description') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }),
    error: errors[field],
  });
  const number = (field: 'year' | 'timeAllowed' | 'passPercentage') => ({
    value: values[field],
    onChange: (value: string | number) => onChange({ [field]: numberValue(value) }),
    error: errors[field],
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={t('Title')} withAsterisk {...text('title')} data-autofocus />
      <TextInput label={t('QP code')} withAsterisk {...text('qpCode')} placeholder="SCI-10-MT-24" />
      <NumberInput
        label={t('Year')}
        withAsterisk
        {...number('year')}
        min={1900}
        max={2100}
        allowDecimal={false}
      />
      <TextInput label={t('Class')} {...text('class')} placeholder={t('Grade 10A')} />
      <Select
        label={t('Course')}
        placeholder={courses.isError ? t('Courses could not be loaded') : t('No course')}
        data={courseOptions}
        value={values.examId}
        onChange={(examId) => onChange({ examId, subjectId: null })}
        error={errors.examId}
        clearable
        searchable
        nothingFoundMessage={t('No course matches')}
      />
      <Select
        label={t('Subject')}
        placeholder={values.examId ? t('No subject') : t('Choose a course first')}
        data={subjectOptions}
        value={values.subjectId}
        onChange={(subjectId) => onChange({ subjectId })}
        error={errors.subjectId}
        disabled={!values.examId}
        clearable
        searchable
        nothingFoundMessage={t('No subject matches')}
      />
      <NumberInput
        label={t('Time allowed (minutes)')}
        withAsterisk
        {...number('timeAllowed')}
        min={1}
        max={1440}
        allowDecimal={false}
      />
      <NumberInput
        label={t('Pass percentage')}
        {...number('passPercentage')}
        description={t(
          "Leave empty for the default: the exam level's pass percentage, else {{percent}}%. A level's own percentage wins over this one.",
          { percent: DEFAULT_PASS_PERCENTAGE },
        )}
        placeholder={t('Default ({{percent}}%)', { percent: DEFAULT_PASS_PERCENTAGE })}
        min={0}
        max={100}
        allowDecimal={false}
        suffix="%"
      />
      <Select
        label={t('Language')}
        withAsterisk
        data={languageOptions(values.language)}
        value={values.language}
        onChange={(language) => onChange({ language: language ?? 'en' })}
        error={errors.language}
        allowDeselect={false}
        searchable
      />
      <Select
        label={t('Who can see it')}
        withAsterisk
        data={VISIBILITY_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        value={values.visibility}
        onChange={(visibility) =>
          onChange({ visibility: (visibility as PaperVisibility | null) ?? 'private' })
        }
        error={errors.visibility}
        description={
          values.visibility === 'private'
            ? t('Not published: only teachers see it. Choose who else may see it to publish it.')
            : t(
                'Published. Model answers stay with teachers until an exam level releases the answer key.',
              )
        }
        allowDeselect={false}
        style={{ gridColumn: '1 / -1' }}
      />
      <Textarea
        label={t('Description')}
        {...text('description')}
        autosize
        minRows={2}
        maxRows={6}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}
