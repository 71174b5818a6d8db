import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { SCAN_FILES_MAX } from '@markwise/contract';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/notify';
import { useUploadScans } from '../api/upload-scans';
import { fileSizeWords, isScanFile, SCAN_ACCEPT, scanFilesProblem } from '../lib/scan-files';
import { ScanBatches } from './scan-batches';

/**
 * The class's scanned booklets: PDFs from the school's scanner or photos, chosen or dropped, sent
 * in one upload. The queue reads them after; the batches below follow it.
 */
export function ScanUploadPanel({ levelId }: { levelId: string }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const resetRef = useRef<() => void>(null);
  const upload = useUploadScans(levelId);

  const add = (picked: File[]) => {
    if (picked.length === 0) return;
    setFiles((current) => [...current, ...picked]);
    setProblem(null);
    // The same file can be chosen again after it was removed.
    resetRef.current?.();
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (upload.isPending) return;
    const dropped = Array.from(event.dataTransfer.files);
    add(dropped.filter(isScanFile));
    if (dropped.some((file) => !isScanFile(file))) {
      setProblem(t('Only PDF, JPEG, PNG and WebP files can be uploaded'));
    }
  };
  const submit = () => {
    const wrong = scanFilesProblem(files);
    if (wrong) return setProblem(wrong);
    upload.mutate(files, {
      onSuccess: () => {
        toastSuccess(
          files.length === 1
            ? t('The file is uploaded and being read.')
            : t('The files are uploaded and being read.'),
        );
        setFiles([]);
      },
      onError: (error) => setProblem(errorMessage(error, t('The files were not uploaded.'))),
    });
  };

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="lg"
        radius="md"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
        }}
      >
        <Stack gap="xs" align="center">
          <IconFileUpload size={28} stroke={1.5} aria-hidden />
          <Text fz="sm" c="dimmed" ta="center">
            {t(
              'Drop the scanned booklets here: PDFs or JPEG, PNG or WebP photos, up to {{max}} files at a time.',
              { max: SCAN_FILES_MAX },
            )}
          </Text>
          <FileButton
            multiple
            accept={SCAN_ACCEPT}
            onChange={add}
            resetRef={resetRef}
            disabled={upload.isPending}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" disabled={upload.isPending}>
                {t('Choose files')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      {files.length > 0 ? (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('Files to upload')}
        >
          {files.map((file, index) => (
            <Group
              key={`${file.name}-${index}`}
              component="li"
              justify="space-between"
              wrap="nowrap"
            >
              <Text fz="sm" truncate>
                {file.name}{' '}
                <Text span c="dimmed" fz="sm">
                  {fileSizeWords(file.size)}
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Remove {{name}}', { name: file.name })}
                onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                disabled={upload.isPending}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
      {problem ? (
        <Text c="red" fz="sm" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button
          onClick={submit}
          loading={upload.isPending}
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          {t('Upload')}
        </Button>
      </Group>
      <ScanBatches levelId={levelId} />
    </Stack>
  );
}
