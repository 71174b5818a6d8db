import { useTranslation } from '@/i18n/i18n';
import { DeleteDialog } from '@/components/delete-dialog';
import { problemOrFallback } from '@/lib/api-error';
import { useDeleteQuestionPaper } from '../api/delete-question-paper';
import type { AnyQuestionPaper } from '../api/get-question-paper';

type DeletePaperDialogProps = {
  paper: AnyQuestionPaper | null;
  onClose: () => void;
  onDeleted: () => void;
};

/** Confirmation before a paper and its questions are deleted; a 409 says why it cannot be. */
export function DeletePaperDialog({ paper, onClose, onDeleted }: DeletePaperDialogProps) {
  const { t } = useTranslation();
  return (
    <DeleteDialog
      opened={paper !== null}
      noun="question paper"
      remove={useDeleteQuestionPaper()}
      id={paper?._id}
      failureMessage={problemOrFallback}
      onDeleted={onDeleted}
      onClose={onClose}
    >
      {paper
        ? t('{{paper}} and all of its questions will be deleted. This cannot be undone.', {
            paper: `${paper.title} (${paper.qpCode})`,
          })
        : t('This paper and all of its questions will be deleted. This cannot be undone.')}
    </DeleteDialog>
  );
}
