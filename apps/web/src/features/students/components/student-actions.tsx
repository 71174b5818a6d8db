import { ActionIcon, Group, Menu, Switch } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEraser,
  IconEye,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { Student } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { RowAction } from '@/components/row-action';
import { fullName } from '@/lib/format';

export type StudentActionHandlers = {
  onView: (student: Student) => void;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
  onToggleActive: (student: Student, isActive: boolean) => void;
  onExport: (student: Student) => void;
  onErase: (student: Student) => void;
  /** The student whose status change is on its way. */
  togglingId: string | null;
  /** The student whose data export is downloading. */
  exportingId: string | null;
};

type Props = StudentActionHandlers & { student: Student };

export function StudentActiveSwitch({ student, onToggleActive, togglingId }: Props) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={student.isActive}
      onChange={(event) => onToggleActive(student, event.currentTarget.checked)}
      disabled={togglingId === student.id}
      label={student.isActive ? t('Active') : t('Inactive')}
      aria-label={t('Active: {{name}}', { name: fullName(student) })}
    />
  );
}

export function StudentActionButtons(props: Props) {
  const { student, onView, onEdit, onDelete, onExport, onErase, exportingId } = props;
  const { t } = useTranslation();
  const name = fullName(student);
  return (
    <Group gap={4} wrap="nowrap">
      <RowAction
        label={t('View')}
        name={t('View {{name}}', { name })}
        icon={IconEye}
        onClick={() => onView(student)}
      />
      <RowAction
        label={t('Edit')}
        name={t('Edit {{name}}', { name })}
        icon={IconPencil}
        onClick={() => onEdit(student)}
      />
      <RowAction
        label={t('Export data')}
        name={t('Export data of {{name}}', { name })}
        icon={IconDownload}
        onClick={() => onExport(student)}
        loading={exportingId === student.id}
      />
      <RowAction
        label={t('Erase personal data')}
        name={t('Erase personal data of {{name}}', { name })}
        icon={IconEraser}
        onClick={() => onErase(student)}
        danger
      />
      <RowAction
        label={t('Delete')}
        name={t('Delete {{name}}', { name })}
        icon={IconTrash}
        onClick={() => onDelete(student)}
        danger
      />
    </Group>
  );
}

/** Mantine's red for text, darker in light mode: its plain red fails contrast on white. */
const DANGER_TEXT = 'var(--mantine-color-red-text)';

/**
 * A phone card's actions: one 44 px button opening a menu, so that a thumb cannot hit Erase or
 * Delete for Export; the destructive ones come last, in red, each still confirmed by a dialog.
 */
export function StudentActionMenu(props: Props) {
  const { student, onView, onEdit, onDelete, onExport, onErase, exportingId } = props;
  const { t } = useTranslation();
  return (
    // Without the focus placeholder: Mantine renders it as a role-less child of role="menu", which
    // axe rejects (mantinedev/mantine#8971); the first item takes the focus instead.
    <Menu position="bottom-end" width={220} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size={44}
          aria-label={t('Actions for {{name}}', { name: fullName(student) })}
          loading={exportingId === student.id}
        >
          <IconDots size={20} stroke={1.5} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {[
          { label: t('View'), icon: IconEye, run: onView },
          { label: t('Edit'), icon: IconPencil, run: onEdit },
          { label: t('Export data'), icon: IconDownload, run: onExport },
          { label: t('Erase personal data'), icon: IconEraser, run: onErase, danger: true },
          { label: t('Delete'), icon: IconTrash, run: onDelete, danger: true },
        ].map(({ label, icon: Glyph, run, danger }) => (
          <Menu.Item
            key={label}
            py="sm"
            color={danger ? DANGER_TEXT : undefined}
            leftSection={<Glyph size={18} aria-hidden />}
            onClick={() => run(student)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
