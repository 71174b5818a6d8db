import { TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '@/i18n/i18n';

type TitleDescriptionFieldsProps<TValues extends { title: string; description: string }> = {
  form: UseFormReturnType<TValues>;
  disabled: boolean;
};

/** The required title (focused when the dialog opens) and the description of a course or subject. */
export function TitleDescriptionFields<TValues extends { title: string; description: string }>({
  form,
  disabled,
}: TitleDescriptionFieldsProps<TValues>) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('Title')}
        withAsterisk
        {...form.getInputProps('title')}
        disabled={disabled}
        data-autofocus
      />
      <Textarea
        label={t('Description')}
        rows={4}
        resize="vertical"
        {...form.getInputProps('description')}
        disabled={disabled}
      />
    </>
  );
}

/** A refused form moves focus to its title when that is what is wrong. */
export function focusTitleIfInvalid<TValues extends { title: string }>(
  form: UseFormReturnType<TValues>,
) {
  return (errors: Record<string, unknown>) => {
    if (errors.title) form.getInputNode('title')?.focus();
  };
}
