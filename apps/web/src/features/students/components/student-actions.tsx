import { ActionIcon, Group, Switch, Tooltip } from '@mantine/core';
import { IconDownload, IconEraser, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Student } from '@markwise/contract';
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
      <Tooltip label="View">
        <ActionIcon variant="subtle" onClick={() => onView(student)} aria-label={`View ${name}`}>
          <IconEye size={18} stroke={1.5} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" onClick={() => onEdit(student)} aria-label={`Edit ${name}`}>
          <IconPencil size={18} stroke={1.5} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Export data">
        <ActionIcon
          variant="subtle"
          onClick={() => onExport(student)}
          loading={exportingId === student.id}
          aria-label={`Export data of ${name}`}
        >
          <IconDownload size={18} stroke={1.5} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Erase personal data">
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onErase(student)}
          aria-label={`Erase personal data of ${name}`}
        >
          <IconEraser size={18} stroke={1.5} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(student)}
          aria-label={`Delete ${name}`}
        >
          <IconTrash size={18} stroke={1.5} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
