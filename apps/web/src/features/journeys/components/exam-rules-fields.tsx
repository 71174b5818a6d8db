import {
  Fieldset,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  DEFAULT_PASS_PERCENTAGE,
  REGRADE_WINDOW_DAYS_MAX,
  type AnswerKeyRelease,
} from '@markwise/contract';
import { msg, useTranslation } from '@/i18n/i18n';
import {
  ANSWER_KEY_RELEASE_OPTIONS,
  LEVEL_FIELD_LABELS as LABELS,
  RELEASE_POLICY_OPTIONS,
  type LevelFormValues,
} from '../lib/level-form';

type ExamRulesFieldsProps = {
  form: UseFormReturnType<LevelFormValues>;
  /** The linked paper's pass percentage, the default when the level sets none. */
  paperPassPercentage: number | null;
  disabled: boolean;
};

const RELEASE_POLICY_HELP = {
  confident_at_once: msg(
    'Marks the evaluator is sure of reach students straight away; the rest wait for your review.',
  ),
  after_review: msg('Students see no marks until you have reviewed and released the attempt.'),
} as const;

/** A short number's box; its description keeps the full width. */
const NARROW_INPUT = { input: { maxWidth: 220 } };

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An exam level's rules: attempts, the window, the answer key, the pass mark, the release, the
 * re-check requests.
 */
export function ExamRulesFields({ form, paperPassPercentage, disabled }: ExamRulesFieldsProps) {
  const { t } = useTranslation();
  const defaultPass = paperPassPercentage ?? DEFAULT_PASS_PERCENTAGE;
  return (
    <Fieldset legend={t('Exam rules')} disabled={disabled} variant="filled">
      <Stack gap="md">
        <NumberInput
          label={t(LABELS.attemptsAllowed)}
          description={t('Leave empty for no limit.')}
          placeholder={t('No limit')}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          styles={NARROW_INPUT}
          {...form.getInputProps('attemptsAllowed')}
        />
        <div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label={t(LABELS.opensAt)}
              description={t('Empty: open as soon as it unlocks.')}
              {...form.getInputProps('opensAt')}
            />
            <TextInput
              type="datetime-local"
              label={t(LABELS.closesAt)}
              description={t('Empty: never closes.')}
              {...form.getInputProps('closesAt')}
            />
          </SimpleGrid>
          <Text fz="xs" c="dimmed" mt={4}>
            {t('Times are in your time zone ({{timeZone}}).', { timeZone })}
          </Text>
        </div>
        <Select
          label={t(LABELS.answerKeyRelease)}
          description={t('When students may read the model answers and rubric.')}
          data={ANSWER_KEY_RELEASE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          allowDeselect={false}
          {...form.getInputProps('answerKeyRelease')}
          onChange={(value) => {
            if (value) form.setFieldValue('answerKeyRelease', value as AnswerKeyRelease);
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t(LABELS.passPercentage)}
          description={
            paperPassPercentage === null
              ? t('Leave empty to use the default: {{percent}}%.', { percent: defaultPass })
              : t("Leave empty to use the paper's: {{percent}}%.", { percent: defaultPass })
          }
          placeholder={`${defaultPass}`}
          suffix="%"
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          styles={NARROW_INPUT}
          {...form.getInputProps('passPercentage')}
        />
        <Radio.Group label={t(LABELS.releasePolicy)} {...form.getInputProps('releasePolicy')}>
          <Stack gap="sm" mt="xs">
            {RELEASE_POLICY_OPTIONS.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={t(option.label)}
                description={t(RELEASE_POLICY_HELP[option.value])}
              />
            ))}
          </Stack>
        </Radio.Group>
        <NumberInput
          label={t(LABELS.regradeWindowDays)}
          description={t(
            'Days after a mark is released in which its student may ask for a re-check, once per question. 0: no requests.',
          )}
          min={0}
          max={REGRADE_WINDOW_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          styles={NARROW_INPUT}
          {...form.getInputProps('regradeWindowDays')}
        />
      </Stack>
    </Fieldset>
  );
}
