import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconEdit, IconTrash, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { msg, useTranslation } from '@/i18n/i18n';

type RowActionProps = {
  /** The tooltip: the action ('Edit', 'Delete course'). */
  label: string;
  /** The accessible name: the action and what it acts on ('Edit Grade 10A'). */
  name: string;
  icon: Icon;
  onClick: () => void;
  /** A destructive action, drawn in red. */
  danger?: boolean;
  variant?: 'subtle' | 'default';
  size?: ActionIconProps['size'];
  iconSize?: number;
  disabled?: boolean;
  loading?: boolean;
};

/** An icon button of a list row or card, with its tooltip, named for screen readers. */
export function RowAction({
  label,
  name,
  icon: ActionGlyph,
  danger = false,
  variant = 'subtle',
  iconSize = 18,
  ...button
}: RowActionProps) {
  // The default variant ignores `color`: its red is the icon's own.
  const glyphColor = danger && variant === 'default' ? 'var(--mantine-color-red-text)' : undefined;
  return (
    <Tooltip label={label}>
      <ActionIcon
        {...button}
        variant={variant}
        color={danger ? 'red' : undefined}
        aria-label={name}
      >
        <ActionGlyph size={iconSize} stroke={1.5} color={glyphColor} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The buttons' tooltips for each kind of record, whole (a noun does not slot into every language). */
const TOOLTIPS: Record<string, { edit: string; remove: string }> = {
  course: { edit: msg('Edit course'), remove: msg('Delete course') },
  subject: { edit: msg('Edit subject'), remove: msg('Delete subject') },
};

type EditDeleteActionsProps = {
  /** What the buttons act on: its kind for the tooltips ('course'), its title for their names. */
  noun: string;
  title: string;
  /** Each button shows only with its handler. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** Further actions, between Edit and Delete. */
  children?: ReactNode;
  size?: ActionIconProps['size'];
  iconSize?: number;
};

/** The Edit and Delete buttons of a card or a row ('Edit course', named 'Edit Algebra'). */
export function EditDeleteActions({
  noun,
  title,
  onEdit,
  onDelete,
  children,
  ...look
}: EditDeleteActionsProps) {
  const { t } = useTranslation();
  const tooltips = TOOLTIPS[noun];
  return (
    <>
      {onEdit ? (
        <RowAction
          {...look}
          label={tooltips ? t(tooltips.edit) : t('Edit {{noun}}', { noun })}
          name={t('Edit {{title}}', { title })}
          icon={IconEdit}
          onClick={onEdit}
          variant="default"
        />
      ) : null}
      {children}
      {onDelete ? (
        <RowAction
          {...look}
          label={tooltips ? t(tooltips.remove) : t('Delete {{noun}}', { noun })}
          name={t('Delete {{title}}', { title })}
          icon={IconTrash}
          onClick={onDelete}
          danger
          variant="default"
        />
      ) : null}
    </>
  );
}
