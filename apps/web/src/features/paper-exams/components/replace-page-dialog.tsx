import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';
import { Dialog } from '@/components/dialog';
import { FormActions } from '@/components/form-actions';

/** A placement the API refused because its slot holds a page already. */
export type TakenSlot = { bookletNumber: number; pageNumber: number; message: string };

type ReplacePageDialogProps = {
  /** Kept while the dialog closes. */
  taken: TakenSlot | null;
  opened: boolean;
  pending: boolean;
  onReplace: () => void;
  onClose: () => void;
};

/** Offers to put the new page in place of the one there (which is then kept as a duplicate). */
export function ReplacePageDialog({
  taken,
  opened,
  pending,
  onReplace,
  onClose,
}: ReplacePageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={
        taken
          ? t('Page {{page}} of booklet {{booklet}} is taken', {
              page: taken.pageNumber,
              booklet: taken.bookletNumber,
            })
          : ''
      }
    >
      <Stack gap="md">
        <Text fz="sm">{taken?.message}</Text>
        <Text fz="sm">
          {t(
            'Replacing it puts this page in the booklet and sets the page already there aside as a duplicate.',
          )}
        </Text>
        <FormActions onCancel={onClose} pending={pending}>
          <Button onClick={onReplace} loading={pending}>
            {t('Replace the page already there')}
          </Button>
        </FormActions>
      </Stack>
    </Dialog>
  );
}
