import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';

type SaveButtonProps = ButtonProps & {
  /** Editing an existing item: 'Save Changes'; else the form creates one. */
  editing: boolean;
  pending: boolean;
  /** The create action and its wording while it runs: ['Add Subject', 'Adding...']. */
  create: readonly [idle: string, busy: string];
};

/** The submit button of a create-or-edit form, off while the request runs and saying so. */
export function SaveButton({ editing, pending, create: [idle, busy], ...props }: SaveButtonProps) {
  const { t } = useTranslation();
  const label = editing ? (pending ? t('Saving...') : t('Save Changes')) : pending ? busy : idle;
  return (
    <Button type="submit" disabled={pending} {...props}>
      {label}
    </Button>
  );
}
