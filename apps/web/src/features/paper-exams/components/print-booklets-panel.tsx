import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BOOKLET_ANSWER_PAGES_MAX,
  BOOKLET_ANSWER_PAGES_MIN,
  BOOKLETS_PER_PRINT_MAX,
  PAPER_SIZES,
  type PaperSize,
} from '@markwise/contract';
import { IconPrinter } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useClasses } from '@/lib/api/get-classes';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useDownloadBookletPdf } from '../api/download-booklet-pdf';
import { usePrintBooklets } from '../api/print-booklets';
import { printsOf } from '../lib/booklet-words';
import {
  INITIAL_PRINT_FORM,
  printedWords,
  toPrintBody,
  validatePrintForm,
  type PrintFormValues,
  type PrintWho,
} from '../lib/print-form';
import { StudentsMultiSelect } from './student-picker';

/**
 * Makes the level's answer booklets (a class's, named students', and anonymous ones to be tied to
 * a student when scanned) and downloads them as one PDF to print.
 */
export function PrintBookletsPanel({ levelId }: { levelId: string }) {
  const { t } = useTranslation();
  const form = useForm<PrintFormValues>({
    initialValues: INITIAL_PRINT_FORM,
    validate: validatePrintForm,
  });
  const paperSizeLabel = useId();
  const classes = useClasses();
  const print = usePrintBooklets(levelId);
  const download = useDownloadBookletPdf();
  const pending = print.isPending || download.isPending;
  const { who, paperSize } = form.values;

  const submit = (values: PrintFormValues) =>
    print.mutate(toPrintBody(values), {
      onSuccess: ({ printId, booklets }) => {
        const [made] = printsOf(booklets);
        toastSuccess(printedWords(booklets.length, made?.numbers ?? ''));
        form.setValues({ className: null, studentIds: [], anonymous: 0 });
        download.mutate(printId, {
          onError: () =>
            toastError(
              t(
                'The booklets were made, but their PDF did not download. Use Download PDF in the booklets list.',
              ),
            ),
        });
      },
      onError: (error) => toastError(errorMessage(error, t('The booklets were not made.'))),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('Print answer booklets')}>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('Whose booklets')}
          data={[
            { value: 'class', label: t('A class') },
            { value: 'students', label: t('Named students') },
          ]}
          value={who}
          onChange={(value) => form.setFieldValue('who', value as PrintWho)}
          disabled={pending}
        />
        {who === 'class' ? (
          <Select
            label={t('Class')}
            description={t("A booklet with each active student's name.")}
            placeholder={classes.isPending ? t('Loading classes…') : t('Choose a class')}
            data={(classes.data ?? []).map((schoolClass) => schoolClass.name)}
            searchable
            clearable
            nothingFoundMessage={t('No class matches')}
            disabled={pending}
            {...form.getInputProps('className')}
            error={
              form.errors.className ??
              (classes.isError
                ? t('The classes could not be loaded. Please try again.')
                : undefined)
            }
          />
        ) : (
          <StudentsMultiSelect
            label={t('Students')}
            description={t("A booklet with each chosen student's name.")}
            disabled={pending}
            value={form.values.studentIds}
            onChange={(ids) => form.setFieldValue('studentIds', ids)}
            error={form.errors.studentIds}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NumberInput
            label={t('Anonymous booklets')}
            description={t('Tied to a student when scanned.')}
            min={0}
            max={BOOKLETS_PER_PRINT_MAX}
            allowDecimal={false}
            allowNegative={false}
            disabled={pending}
            {...form.getInputProps('anonymous')}
          />
          <NumberInput
            label={t('Answer pages')}
            description={t('After the cover page.')}
            min={BOOKLET_ANSWER_PAGES_MIN}
            max={BOOKLET_ANSWER_PAGES_MAX}
            allowDecimal={false}
            allowNegative={false}
            disabled={pending}
            {...form.getInputProps('answerPages')}
          />
          <Stack gap={4}>
            <Text fz="sm" fw={500} id={paperSizeLabel}>
              {t('Paper size')}
            </Text>
            <SegmentedControl
              aria-labelledby={paperSizeLabel}
              data={[...PAPER_SIZES]}
              value={paperSize}
              onChange={(value) => form.setFieldValue('paperSize', value as PaperSize)}
              disabled={pending}
            />
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={pending}
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('Print booklets')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
