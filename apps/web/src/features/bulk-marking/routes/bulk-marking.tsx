import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { BULK_CSV_MAX_BYTES } from '@markwise/contract';
import { BackButton } from '@/components/back-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { callsToConfirm, useMarkCsv, type MarkedCsv } from '../api/mark-csv';
import { AgreementFigures } from '../components/agreement-figures';
import { MarkingProgress } from '../components/marking-progress';

type Result = MarkedCsv & { fileName: string };

const markedName = (fileName: string) => `${fileName.replace(/\.csv$/i, '')}-marked.csv`;

/**
 * /evaluation-queue/csv: marks a whole CSV of answers (question, model_answer, max_marks,
 * student_answer) and hands back the file with marks and feedback; with a column of teacher
 * marks, how closely the evaluator agrees with them.
 */
export function BulkMarkingRoute() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [teacherColumn, setTeacherColumn] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [calls, setCalls] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const marking = useMarkCsv();
  const abort = useRef<AbortController | null>(null);
  const [stopped, setStopped] = useState(false);

  const mark = (confirmCalls?: number) => {
    if (!file) return;
    setCalls(null);
    setResult(null);
    setStopped(false);
    abort.current = new AbortController();
    marking.mutate(
      {
        file,
        teacherColumn: teacherColumn.trim() || undefined,
        confirmCalls,
        signal: abort.current.signal,
      },
      {
        onSuccess: (marked) => setResult({ ...marked, fileName: file.name }),
        onError: (error) => setCalls(callsToConfirm(error)),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t('Choose a CSV file to mark'));
    if (file.size > BULK_CSV_MAX_BYTES) return setFileError(t('The file is larger than 5 MB'));
    mark();
  };

  const stop = () => {
    setStopped(true);
    abort.current?.abort();
  };

  const failure =
    marking.isError && calls === null && !stopped
      ? errorMessage(marking.error, t('The file could not be marked.'))
      : null;

  return (
    <Stack gap="md">
      <Group>
        <BackButton to={paths.evaluationQueue}>{t('Back to Evaluation Queue')}</BackButton>
      </Group>
      <PageHeader
        title={t('Mark a CSV File')}
        subtitle={t(
          'Marks every answer of a file at once and gives the file back with marks and feedback.',
        )}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={560}>
            <FileInput
              label={t('CSV file')}
              description={t(
                'One row per answer, with the columns question, model_answer, max_marks and student_answer. Up to 5 MB.',
              )}
              placeholder={t('Choose a file')}
              accept=".csv,text/csv"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(null);
              }}
              error={fileError}
              required
              clearable
              clearButtonProps={{ 'aria-label': t('Remove the file') }}
              disabled={marking.isPending}
            />
            <TextInput
              label={t('Teacher marks column')}
              description={t(
                'Optional. Columns named teacher_mark_avg, teacher_mark or marks are found without naming them.',
              )}
              placeholder="teacher_mark_avg"
              value={teacherColumn}
              onChange={(event) => setTeacherColumn(event.currentTarget.value)}
              disabled={marking.isPending}
            />
            <Group>
              <Button type="submit" loading={marking.isPending}>
                {t('Mark File')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      {marking.isPending && file ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <MarkingProgress fileName={file.name} onCancel={stop} />
        </Paper>
      ) : null}
      {stopped && !marking.isPending && !result ? (
        <Alert color="gray" title={t('Marking stopped')}>
          {t('Nothing was marked. Choose Mark File to start again.')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" title={t('The file could not be marked')}>
          {failure}
        </Alert>
      ) : null}
      {result ? <MarkedResult result={result} /> : null}

      <Modal
        opened={calls !== null}
        onClose={() => setCalls(null)}
        title={t('Confirm LLM Calls')}
        centered
      >
        <Stack>
          <Text>
            {calls === 1
              ? t(
                  'Marking this file makes {{count}} call to the LLM evaluator, one per row. Your provider may charge for each.',
                  { count: calls },
                )
              : t(
                  'Marking this file makes {{count}} calls to the LLM evaluator, one per row. Your provider may charge for each.',
                  { count: calls },
                )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCalls(null)}>
              {t('Cancel')}
            </Button>
            <Button onClick={() => calls !== null && mark(calls)}>{t('Start Marking')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function MarkedResult({ result }: { result: Result }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('{{file}} is marked', { file: result.fileName })}
          </Title>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => saveFile(result.blob, markedName(result.fileName))}
          >
            {t('Download Marked CSV')}
          </Button>
        </Group>
        {result.agreement ? (
          <>
            <Text c="dimmed">
              {t('Agreement with the teacher marks in {{column}}:', {
                column: result.agreement.column,
              })}
            </Text>
            <AgreementFigures agreement={result.agreement} />
          </>
        ) : (
          <Text c="dimmed">
            {t(
              'The file has no column of teacher marks, so there is nothing to compare the marks with.',
            )}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
