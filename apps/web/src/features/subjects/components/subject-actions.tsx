import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { Subject } from '@markwise/contract';
import {
  IconEdit,
  IconPlayerPause,
  IconPlayerPlay,
  IconRoute,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type SubjectActionHandlers = {
  onEdit: (subject: Subject) => void;
  onToggleStatus: (subject: Subject) => void;
  onDelete: (subject: Subject) => void;
  /** The subject whose status change is in flight. */
  togglingId?: string | null;
};

type SubjectActionsProps = SubjectActionHandlers & { subject: Subject; examId: string };

/** 'Go to Journey' plus edit, activate/deactivate and delete, each named for screen readers. */
export function SubjectActions({
  subject,
  examId,
  onEdit,
  onToggleStatus,
  onDelete,
  togglingId,
}: SubjectActionsProps) {
  const statusLabel = subject.is_active ? 'Deactivate' : 'Activate';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={paths.journey(examId, subject._id)}
        size="xs"
        variant="light"
        leftSection={<IconRoute size={14} aria-hidden />}
      >
        Go to Journey
      </Button>
      <Tooltip label="Edit subject">
        <ActionIcon
          variant="default"
          onClick={() => onEdit(subject)}
          aria-label={`Edit ${subject.title}`}
        >
          <IconEdit size={16} stroke={1.5} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={`${statusLabel} subject`}>
        <ActionIcon
          variant="default"
          onClick={() => onToggleStatus(subject)}
          loading={togglingId === subject._id}
          aria-label={`${statusLabel} ${subject.title}`}
        >
          {subject.is_active ? (
            <IconPlayerPause size={16} stroke={1.5} />
          ) : (
            <IconPlayerPlay size={16} stroke={1.5} />
          )}
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete subject">
        <ActionIcon
          variant="default"
          onClick={() => onDelete(subject)}
          aria-label={`Delete ${subject.title}`}
        >
          <IconTrash size={16} stroke={1.5} color="var(--mantine-color-red-text)" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
