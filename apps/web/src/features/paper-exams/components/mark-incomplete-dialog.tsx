import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Booklet } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { Dialog } from '@/components/dialog';
import { FormActions } from '@/components/form-actions';
import { errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/notify';
import { useMarkBookletIncomplete } from '../api/mark-booklet-incomplete';
import { markAsIsWords, pagesList } from '../lib/booklet-words';

type MarkIncompleteDialogProps = {
  levelId: string;
  /** The booklet with pages missing; kept while the dialog closes. */
  booklet: Booklet | null;
  opened: boolean;
  onClose: () => void;
};

/**
 * A booklet is marked as it is, on purpose: without missing pages that will not come, or with a
 * page whose scan was flagged.
 */
export function MarkIncompleteDialog({
  levelId,
  booklet,
  opened,
  onClose,
}: MarkIncompleteDialogProps) {
  const { t } = useTranslation();
  const mark = useMarkBookletIncomplete(levelId);
  const close = () => {
    mark.reset();
    onClose();
  };
  const confirm = () => {
    if (!booklet) return;
    mark.mutate(booklet.id, {
      onSuccess: (marked) => {
        toastSuccess(
          marked.missingPages.length > 0
            ? t('Booklet {{number}} will be marked without its missing pages.', {
                number: marked.number,
              })
            : t('Booklet {{number}} will be marked as scanned.', { number: marked.number }),
        );
        close();
      },
    });
  };
  const missing = booklet?.missingPages ?? [];
  const title = !booklet
    ? ''
    : missing.length > 0
      ? t('Mark booklet {{number}} without its missing pages?', { number: booklet.number })
      : t('Mark booklet {{number}} as scanned?', { number: booklet.number });
  return (
    <Dialog opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        {missing.length > 0 ? (
          <Text fz="sm">
            {t('Its answers go to review with the missing pages named ({{pages}}).', {
              pages: pagesList(missing),
            })}
          </Text>
        ) : null}
        {booklet && booklet.poorPages.length > 0 ? (
          <Text fz="sm">
            {t(
              'The scan of {{pages}} is blurry, too dark or cut off: the answers on them go to review. To replace a page instead, upload it again and place it over the old one.',
              { pages: pagesList(booklet.poorPages) },
            )}
          </Text>
        ) : null}
        {mark.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(mark.error, t('The booklet was not marked.'))}
          </Alert>
        ) : null}
        <FormActions onCancel={close} pending={mark.isPending}>
          <Button onClick={confirm} loading={mark.isPending}>
            {booklet ? markAsIsWords(booklet) : ''}
          </Button>
        </FormActions>
      </Stack>
    </Dialog>
  );
}
