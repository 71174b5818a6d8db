import { Alert, Stack, Text } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import type { QuestionExtras } from './question-extras';
import { useTranslation } from '@/i18n/i18n';

type MarkOverrideNoteProps = {
  extras: Pick<QuestionExtras, 'evaluator' | 'evaluatorMarks' | 'override'>;
  allocated: number;
};

/** The evaluator's mark and, when a teacher changed it, the teacher's mark with the reason. */
export function MarkOverrideNote({ extras, allocated }: MarkOverrideNoteProps) {
  const { t } = useTranslation();
  const { evaluator, evaluatorMarks, override } = extras;
  if (!override && evaluatorMarks === null && !evaluator) return null;
  const evaluatorLine =
    evaluatorMarks === null
      ? null
      : t("Evaluator's mark: {{marks}}/{{allocated}}", { marks: evaluatorMarks, allocated });
  if (!override) {
    // Without an override the badge already shows the evaluator's mark.
    return evaluator ? (
      <Text size="xs" c="dimmed">
        {t('Evaluated by {{evaluator}}', { evaluator })}
      </Text>
    ) : null;
  }
  const at = formatDateTime(override.at);
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconUserEdit size={18} aria-hidden />}
      title={t("Teacher's mark: {{marks}}/{{allocated}}", { marks: override.marks, allocated })}
    >
      <Stack gap={2}>
        {evaluatorLine ? <Text size="sm">{evaluatorLine}</Text> : null}
        {evaluator ? <Text size="sm">{t('Evaluated by {{evaluator}}', { evaluator })}</Text> : null}
        <Text size="sm">
          <Text span fw={600}>
            {t('Reason:')}
          </Text>{' '}
          {override.reason}
        </Text>
        <Text size="xs" c="dimmed">
          {override.by
            ? t('Changed by {{name}} on {{date}}', { name: override.by, date: at })
            : t('Changed on {{date}}', { date: at })}
        </Text>
      </Stack>
    </Alert>
  );
}
