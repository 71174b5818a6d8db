import {
  Badge,
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import type { ExamRules, Level, LevelType } from '@markwise/contract';
import { useState, type FormEvent } from 'react';
import { i18n, msg, useTranslation } from '@/i18n/i18n';
import { fallbackWithProblem, problemOrFallback } from '@/lib/api-error';
import { showToast } from '@/lib/notify';
import { useCreateLevel } from '../api/create-level';
import { usePaper } from '../api/get-paper';
import { useSetLevelRules } from '../api/set-level-rules';
import { useUpdateLevel } from '../api/update-level';
import { levelTypeColor, levelTypeLabel } from '../lib/journey-levels';
import {
  emptyLevelForm,
  LEVEL_FIELD_LABELS as LABELS,
  levelFormFrom,
  toCreateLevelBody,
  toRulesBody,
  toUpdateLevelBody,
  validateLevelForm,
  type LevelFormValues,
} from '../lib/level-form';
import { ExamRulesFields } from './exam-rules-fields';
import { PaperPicker } from './paper-picker';
import { PaperPreview } from './paper-preview';

type LevelFormProps = {
  journeyId: string;
  /** The level to edit, with its rules when it is an exam; none adds a level at the end. */
  level?: Level;
  rules?: ExamRules | null;
  onDone: () => void;
};

const TYPE_OPTIONS: { value: LevelType; label: string }[] = [
  { value: 'exam', label: msg('Exam') },
  { value: 'topic', label: msg('Topic') },
];

function submitLabel(editing: boolean, pending: boolean): string {
  if (editing) return pending ? i18n.t('Saving...') : i18n.t('Save Changes');
  return pending ? i18n.t('Adding...') : i18n.t('Add Level');
}

const fail = (message: string) => showToast({ title: i18n.t('Error'), message, kind: 'error' });

/**
 * A level's fields and, for an exam, its paper and rules. The level and its rules are two
 * requests: when the rules fail after a new level was added, the form goes on as that level's
 * edit, so saving again does not add it twice.
 */
export function LevelForm({ journeyId, level, rules = null, onDone }: LevelFormProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<Level | undefined>(level);
  const form = useForm<LevelFormValues>({
    initialValues: level ? levelFormFrom(level, rules) : emptyLevelForm,
    validate: validateLevelForm,
  });
  const create = useCreateLevel();
  const update = useUpdateLevel();
  const setRules = useSetLevelRules();
  const pending = create.isPending || update.isPending || setRules.isPending;
  const { type, questionPaperId } = form.values;
  const paper = usePaper(type === 'exam' ? questionPaperId : null);

  // Take the teacher to the first field to fix, once the errors are on screen.
  const onInvalid = (_errors: FormErrors, _values: LevelFormValues, event?: FormEvent) => {
    const formElement = event?.currentTarget;
    requestAnimationFrame(() =>
      formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const onValid = async (values: LevelFormValues) => {
    let target = saved;
    try {
      target = target
        ? await update.mutateAsync({ levelId: target._id, body: toUpdateLevelBody(values) })
        : await create.mutateAsync({ journeyId, body: toCreateLevelBody(values) });
    } catch (error) {
      fail(
        problemOrFallback(
          error,
          saved
            ? t('Failed to update level. Please try again.')
            : t('Failed to add level. Please try again.'),
        ),
      );
      return;
    }
    const added = !saved;
    setSaved(target);
    if (values.type === 'exam') {
      try {
        await setRules.mutateAsync({ levelId: target._id, body: toRulesBody(values) });
      } catch (error) {
        fail(
          added
            ? fallbackWithProblem(
                error,
                t('The level was added, but its exam rules were not saved.'),
              )
            : problemOrFallback(
                error,
                t("Failed to save the level's exam rules. Please try again."),
              ),
        );
        return;
      }
    }
    showToast({
      title: t('Success'),
      message: added ? t('Level added successfully!') : t('Level updated successfully!'),
      kind: 'success',
    });
    onDone();
  };

  return (
    <form onSubmit={form.onSubmit((values) => void onValid(values), onInvalid)} noValidate>
      <Stack gap="md">
        {saved ? (
          <Input.Wrapper label={t('Type')}>
            <div>
              <Badge variant="light" color={levelTypeColor(type)} mt={4}>
                {t(levelTypeLabel(type))}
              </Badge>
            </div>
          </Input.Wrapper>
        ) : (
          <Input.Wrapper
            label={t('Type')}
            description={t('An exam is sat on a question paper; a topic is read.')}
          >
            <SegmentedControl
              data={TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
              value={type}
              onChange={(value) => form.setFieldValue('type', value as LevelType)}
              disabled={pending}
              mt={4}
              aria-label={t('Type')}
              style={{ display: 'flex', maxWidth: 320 }}
            />
          </Input.Wrapper>
        )}
        <TextInput
          label={t(LABELS.title)}
          withAsterisk
          {...form.getInputProps('title')}
          disabled={pending}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={t(LABELS.xp_required_to_unlock)}
            description={t('0: open from the start.')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('xp_required_to_unlock')}
            disabled={pending}
          />
          <NumberInput
            label={t(LABELS.xpReward)}
            description={t('Given the first time a student passes it.')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('xpReward')}
            disabled={pending}
          />
        </SimpleGrid>
        {type === 'exam' ? (
          <>
            <PaperPicker
              value={questionPaperId}
              onChange={(paperId) => form.setFieldValue('questionPaperId', paperId)}
              error={form.errors.questionPaperId}
              disabled={pending}
            />
            {questionPaperId ? <PaperPreview paperId={questionPaperId} /> : null}
            <ExamRulesFields
              form={form}
              paperPassPercentage={paper.data?.passPercentage ?? null}
              disabled={pending}
            />
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel(Boolean(saved), pending)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
