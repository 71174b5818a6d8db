import type { Level } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { problemOrFallback } from '@/lib/api-error';
import { showToast } from '@/lib/notify';
import { useDeleteLevel } from '../api/delete-level';

type DeleteLevelDialogProps = {
  opened: boolean;
  /** Kept after closing so the text does not vanish during the closing transition. */
  level: Level | null;
  onClose: () => void;
};

/**
 * Confirmation before deleting a level. The API refuses once students have attempted it; the
 * reason stays in the dialog, beside the level it is about, until the teacher closes it.
 */
export function DeleteLevelDialog({ opened, level, onClose }: DeleteLevelDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteLevel();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!level) return;
    remove.mutate(level._id, {
      onSuccess: () => {
        showToast({
          title: t('Success'),
          message: t('Level deleted successfully!'),
          kind: 'success',
        });
        close();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      opened={opened}
      title={t('Delete level?')}
      pending={remove.isPending}
      error={
        remove.isError
          ? problemOrFallback(remove.error, t('Failed to delete level. Please try again.'))
          : null
      }
      onConfirm={confirm}
      onClose={close}
    >
      {t(
        '‘{{title}}’ will be deleted, and the levels after it move up one place. This cannot be undone.',
        { title: level?.title ?? '' },
      )}
    </ConfirmDeleteDialog>
  );
}
