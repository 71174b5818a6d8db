import type { UseMutationResult } from '@tanstack/react-query';
import { msg, useTranslation } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-error';
import { DeleteDialog } from './delete-dialog';

type DeleteTitledDialogProps = {
  opened: boolean;
  /** Kept after closing so the text does not vanish during the closing transition. */
  record: { _id: string; title: string } | null;
  onClose: () => void;
  /** What is deleted, in lower case ('course'). */
  noun: string;
  remove: UseMutationResult<unknown, Error, string>;
  /** What goes with it: 'its journeys and levels'. */
  alsoDeleted: string;
};

/** The sentence for each thing that goes with a record, whole (see DeleteDialog's texts). */
const SENTENCES: Record<string, string> = {
  'its subjects, journeys and levels': msg(
    '‘{{title}}’ will be deleted with its subjects, journeys and levels. This cannot be undone.',
  ),
  'its journeys and levels': msg(
    '‘{{title}}’ will be deleted with its journeys and levels. This cannot be undone.',
  ),
};

/**
 * Confirmation before deleting a titled record (a course, a subject) with what hangs off it. A
 * refusal (409: students have attempted it) closes the dialog with the server's reason.
 */
export function DeleteTitledDialog({ record, alsoDeleted, ...dialog }: DeleteTitledDialogProps) {
  const { t } = useTranslation();
  const title = record?.title ?? '';
  const sentence = SENTENCES[alsoDeleted];
  return (
    <DeleteDialog {...dialog} id={record?._id} failureMessage={errorMessage} closeOnFailure>
      {sentence
        ? t(sentence, { title })
        : t('‘{{title}}’ will be deleted with {{alsoDeleted}}. This cannot be undone.', {
            title,
            alsoDeleted,
          })}
    </DeleteDialog>
  );
}
