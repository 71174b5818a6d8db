import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Booklet } from '@markwise/contract';
import { Dialog } from '@/components/dialog';
import { FormActions } from '@/components/form-actions';
import { errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/notify';
import { useMarkBookletIncomplete } from '../api/mark-booklet-incomplete';

type MarkIncompleteDialogProps = {
  levelId: string;
  /** The booklet with pages missing; kept while the dialog closes. */
  booklet: Booklet | null;
  opened: boolean;
  onClose: () => void;
};

/** A booklet whose missing pages will not come is marked without them, on purpose. */
export function MarkIncompleteDialog({
  levelId,
  booklet,
  opened,
  onClose,
}: MarkIncompleteDialogProps) {
  const mark = useMarkBookletIncomplete(levelId);
  const close = () => {
    mark.reset();
    onClose();
  };
  const confirm = () => {
    if (!booklet) return;
    mark.mutate(booklet.id, {
      onSuccess: (marked) => {
        toastSuccess(`Booklet ${marked.number} will be marked without its missing pages.`);
        close();
      },
    });
  };
  const missing = booklet?.missingPages.map((page) => `p. ${page}`).join(', ') ?? '';
  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={booklet ? `Mark booklet ${booklet.number} without its missing pages?` : ''}
    >
      <Stack gap="md">
        <Text fz="sm">Its answers go to review with the missing pages named ({missing}).</Text>
        {mark.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(mark.error, 'The booklet was not marked.')}
          </Alert>
        ) : null}
        <FormActions onCancel={close} pending={mark.isPending}>
          <Button onClick={confirm} loading={mark.isPending}>
            Mark without missing pages
          </Button>
        </FormActions>
      </Stack>
    </Dialog>
  );
}
