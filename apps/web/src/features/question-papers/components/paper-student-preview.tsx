import { Alert, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { QuestionSection } from '@/components/question-prompt';
import { formatNumber } from '@/lib/format';
import { totalMarks, type PaperFormValues } from '../lib/paper-form';

/**
 * The paper as it stands in the editor, shown as the attempt screen shows it to a student: the
 * questions and their marks, never the model answers, rubrics or accepted answers.
 */
export function PaperStudentPreview({ values }: { values: PaperFormValues }) {
  const { t } = useTranslation();
  const marks = totalMarks(values.questions);
  const count = values.questions.length;
  return (
    <Stack gap="md" role="region" aria-label={t('Student preview')}>
      <Alert variant="light" icon={<IconEye size={18} aria-hidden />}>
        {t(
          'What a student sees when sitting this paper: no model answers, rubric points or accepted answers. Nothing here can be typed into.',
        )}
      </Alert>
      <div>
        <Title order={3}>{values.title || t('Untitled paper')}</Title>
        <Text size="sm" c="dimmed">
          {[
            count === 1 ? t('{{count}} question', { count }) : t('{{count}} questions', { count }),
            t('{{count}} marks', { count: formatNumber(marks) }),
            t('{{minutes}} minutes', { minutes: values.timeAllowed || '?' }),
          ].join(' · ')}
        </Text>
      </div>
      {values.questions.map((question, index) => {
        const number = index + 1;
        const headingId = `preview-${question.key}-heading`;
        return (
          <QuestionSection
            key={question.key}
            number={number}
            marks={Number(question.marks) || 0}
            text={question.text}
            headingId={headingId}
          >
            <Textarea
              label={t('Your answer to question {{number}}', { number })}
              placeholder={t('The student types the answer here, or adds photos of it.')}
              disabled
              minRows={3}
              autosize
            />
          </QuestionSection>
        );
      })}
    </Stack>
  );
}
