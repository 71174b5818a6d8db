import { Button, Group } from '@mantine/core';
import type { Subject } from '@markwise/contract';
import { IconPlayerPause, IconPlayerPlay, IconRoute } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { EditDeleteActions, RowAction } from '@/components/row-action';
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
  const { t } = useTranslation();
  const { title } = subject;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={paths.journey(examId, subject._id)}
        size="xs"
        variant="light"
        leftSection={<IconRoute size={14} aria-hidden />}
      >
        {t('Go to Journey')}
      </Button>
      <EditDeleteActions
        noun="subject"
        title={subject.title}
        onEdit={() => onEdit(subject)}
        onDelete={() => onDelete(subject)}
        iconSize={16}
      >
        <RowAction
          label={subject.is_active ? t('Deactivate subject') : t('Activate subject')}
          name={
            subject.is_active
              ? t('Deactivate {{title}}', { title })
              : t('Activate {{title}}', { title })
          }
          icon={subject.is_active ? IconPlayerPause : IconPlayerPlay}
          onClick={() => onToggleStatus(subject)}
          loading={togglingId === subject._id}
          variant="default"
          iconSize={16}
        />
      </EditDeleteActions>
    </Group>
  );
}
