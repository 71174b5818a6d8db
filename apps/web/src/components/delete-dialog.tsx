import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n, msg, useTranslation } from '@/i18n/i18n';
import { toastError, toastSuccess } from '@/lib/notify';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type DeleteDialogProps<TId> = {
  opened: boolean;
  /** What is deleted, in lower case ('course'): it names the title and both toasts. */
  noun: string;
  /** What will be deleted, and with what. */
  children: ReactNode;
  /** The delete mutation, and the id it is given; no id, nothing to delete. */
  remove: UseMutationResult<unknown, Error, TId>;
  id: TId | undefined;
  /** The error toast's text: how much of the server's reason to add to the fallback. */
  failureMessage: (error: Error, fallback: string) => string;
  /** After a deletion (the success toast shown); closing the dialog unless given. */
  onDeleted?: () => void;
  onClose: () => void;
  /** Whether a failure also closes the dialog (else it stays open to try again). */
  closeOnFailure?: boolean;
};

type DeleteTexts = { title: string; deleted: string; failed: string };

/**
 * The dialog's title and toasts for each thing the app deletes, as whole sentences: a noun does
 * not slot into a Hindi or Tamil sentence the way it does into an English one (gender, case).
 */
const TEXTS: Record<string, DeleteTexts> = {
  course: {
    title: msg('Delete course?'),
    deleted: msg('Course deleted successfully!'),
    failed: msg('Failed to delete course. Please try again.'),
  },
  subject: {
    title: msg('Delete subject?'),
    deleted: msg('Subject deleted successfully!'),
    failed: msg('Failed to delete subject. Please try again.'),
  },
  class: {
    title: msg('Delete class?'),
    deleted: msg('Class deleted successfully!'),
    failed: msg('Failed to delete class. Please try again.'),
  },
  student: {
    title: msg('Delete student?'),
    deleted: msg('Student deleted successfully!'),
    failed: msg('Failed to delete student. Please try again.'),
  },
  'question paper': {
    title: msg('Delete question paper?'),
    deleted: msg('Question paper deleted successfully!'),
    failed: msg('Failed to delete question paper. Please try again.'),
  },
};

/** The texts of a noun the table does not know: English sentences around it. */
function otherTexts(noun: string): DeleteTexts {
  return {
    title: i18n.t('Delete {{noun}}?', { noun }),
    deleted: i18n.t('{{Noun}} deleted successfully!', {
      Noun: `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`,
    }),
    failed: i18n.t('Failed to delete {{noun}}. Please try again.', { noun }),
  };
}

/** Confirms, runs the delete mutation and toasts its outcome, in the same words for everything. */
export function DeleteDialog<TId>({
  noun,
  remove,
  id,
  failureMessage,
  onDeleted,
  closeOnFailure = false,
  ...dialog
}: DeleteDialogProps<TId>) {
  const { t } = useTranslation();
  const known = TEXTS[noun];
  const texts = known
    ? { title: t(known.title), deleted: t(known.deleted), failed: t(known.failed) }
    : otherTexts(noun);
  const confirm = () => {
    if (id === undefined) return;
    remove.mutate(id, {
      onSuccess: () => {
        toastSuccess(texts.deleted);
        (onDeleted ?? dialog.onClose)();
      },
      onError: (error) => {
        toastError(failureMessage(error, texts.failed));
        if (closeOnFailure) dialog.onClose();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={texts.title}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
