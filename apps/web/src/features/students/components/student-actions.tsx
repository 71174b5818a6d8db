import { Group, Switch } from '@mantine/core';
import { IconDownload, IconEraser, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Student } from '@markwise/contract';
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
  return (
    <Switch
      checked={student.isActive}
      onChange={(event) => onToggleActive(student, event.currentTarget.checked)}
      disabled={togglingId === student.id}
      label={student.isActive ? 'Active' : 'Inactive'}
      aria-label={`Active: ${fullName(student)}`}
    />
  );
}

export function StudentActionButtons(props: Props) {
  const { student, onView, onEdit, onDelete, onExport, onErase, exportingId } = props;
  const name = fullName(student);
  return (
    <Group gap={4} wrap="nowrap">
      <RowAction
        label="View"
        name={`View ${name}`}
        icon={IconEye}
        onClick={() => onView(student)}
      />
      <RowAction
        label="Edit"
        name={`Edit ${name}`}
        icon={IconPencil}
        onClick={() => onEdit(student)}
      />
      <RowAction
        label="Export data"
        name={`Export data of ${name}`}
        icon={IconDownload}
        onClick={() => onExport(student)}
        loading={exportingId === student.id}
      />
      <RowAction
        label="Erase personal data"
        name={`Erase personal data of ${name}`}
        icon={IconEraser}
        onClick={() => onErase(student)}
        danger
      />
      <RowAction
        label="Delete"
        name={`Delete ${name}`}
        icon={IconTrash}
        onClick={() => onDelete(student)}
        danger
      />
    </Group>
  );
}
