import { Button, CloseButton, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ANSWER_IMAGE_MIME_TYPES, type AnswerImage } from '@markwise/contract';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { isApiError } from '@/lib/api-error';
import { useAddAnswerImages } from '../api/add-answer-images';
import { useRemoveAnswerImage } from '../api/remove-answer-image';
import { useReorderAnswerImages } from '../api/reorder-answer-images';
import { refreshSession } from '../api/session-cache';
import { moveItem } from '../lib/answers';
import { photoChangeMessage, photoUploadMessage } from '../lib/photo-errors';
import { PhotoList } from './photo-list';

type AnswerPhotosProps = {
  sessionId: string;
  questionId: string;
  questionNumber: number;
  images: readonly AnswerImage[];
  frozen: boolean;
};

/**
 * The types the API stores. Named explicitly (not image/*) also for the camera: iOS then hands
 * over a JPEG instead of a HEIC photo, which the API refuses (it cannot re-encode HEIC).
 */
const ACCEPT = ANSWER_IMAGE_MIME_TYPES.join(',');
/** 'JPEG', 'PNG', 'WEBP' from the same list. */
const ACCEPTED_NAMES = ANSWER_IMAGE_MIME_TYPES.map((type) =>
  type.replace('image/', '').toUpperCase(),
);

/** The hidden inputs behind the buttons, for tests that hand them files directly. */
const testId = (id: string): ComponentProps<'input'> & { 'data-testid': string } => ({
  'data-testid': id,
});

/**
 * Photos of handwritten pages: 'Take photo' opens the camera on a phone, 'Choose files' picks
 * several images; each photo can be moved or removed (after a confirmation).
 */
export function AnswerPhotos(props: AnswerPhotosProps) {
  const { sessionId, questionId, questionNumber, images, frozen } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useAddAnswerImages(sessionId);
  const remove = useRemoveAnswerImage(sessionId);
  const reorder = useReorderAnswerImages(sessionId);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [uploadingCount, setUploadingCount] = useState(0);
  const cameraReset = useRef<() => void>(null);
  const filesReset = useRef<() => void>(null);
  const busy = upload.isPending || remove.isPending || reorder.isPending;

  const onFailure = (error: unknown, message: string) => {
    setProblem(message);
    if (isApiError(error) && error.status === 409) void refreshSession(queryClient, sessionId);
  };

  const add = (files: File[]) => {
    cameraReset.current?.();
    filesReset.current?.();
    if (files.length === 0) return;
    setProblem(null);
    setUploadingCount(files.length);
    upload.mutate(
      { questionId, files },
      { onError: (error) => onFailure(error, photoUploadMessage(error)) },
    );
  };

  const move = (index: number, direction: 'up' | 'down') => {
    setProblem(null);
    const ids = moveItem(
      images.map((image) => image.id),
      index,
      direction === 'up' ? index - 1 : index + 1,
    );
    reorder.mutate(
      { questionId, imageIds: ids },
      {
        onError: (error) =>
          onFailure(error, photoChangeMessage(error, t('The photos could not be reordered.'))),
      },
    );
  };

  const removeTarget = removing === null ? undefined : images[removing];
  const confirmRemove = () => {
    if (!removeTarget) return;
    setProblem(null);
    remove.mutate(
      { questionId, imageId: removeTarget.id },
      {
        onSuccess: () => setRemoving(null),
        onError: (error) => {
          setRemoving(null);
          onFailure(error, photoChangeMessage(error, t('The photo could not be removed.')));
        },
      },
    );
  };

  /** The button inside each file picker (camera or files). */
  const pickButton = (icon: ReactNode, label: string) => (buttonProps: { onClick: () => void }) => (
    <Button {...buttonProps} variant="default" leftSection={icon} disabled={frozen || busy}>
      {label}
    </Button>
  );

  return (
    <Stack gap="xs">
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {t('Photos of handwritten pages')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('One photo per page, in order. {{types}} images.', {
            // 'JPEG, PNG or WEBP'
            types: t('{{list}} or {{last}}', {
              list: ACCEPTED_NAMES.slice(0, -1).join(', '),
              last: ACCEPTED_NAMES.at(-1),
            }),
          })}
        </Text>
      </Stack>
      <Group gap="xs">
        <FileButton
          onChange={(file) => add(file ? [file] : [])}
          accept={ACCEPT}
          capture="environment"
          inputProps={testId('take-photo-input')}
          resetRef={cameraReset}
          disabled={frozen || busy}
        >
          {pickButton(<IconCamera size={16} aria-hidden />, t('Take photo'))}
        </FileButton>
        <FileButton
          onChange={add}
          accept={ACCEPT}
          multiple
          inputProps={testId('choose-files-input')}
          resetRef={filesReset}
          disabled={frozen || busy}
        >
          {pickButton(<IconPhotoPlus size={16} aria-hidden />, t('Choose files'))}
        </FileButton>
      </Group>
      {upload.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">
            {uploadingCount === 1
              ? t('Uploading {{count}} photo…', { count: uploadingCount })
              : t('Uploading {{count}} photos…', { count: uploadingCount })}
          </Text>
        </Group>
      ) : null}
      {problem ? (
        <Paper
          withBorder
          p="xs"
          radius="md"
          role="alert"
          style={{ borderColor: 'var(--mantine-color-error)' }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconAlertTriangle
                size={18}
                color="var(--mantine-color-error)"
                style={{ flexShrink: 0, marginTop: 2 }}
                aria-hidden
              />
              <Text size="sm">{problem}</Text>
            </Group>
            <CloseButton size="sm" aria-label={t('Dismiss')} onClick={() => setProblem(null)} />
          </Group>
        </Paper>
      ) : null}
      <PhotoList
        questionNumber={questionNumber}
        images={images}
        disabled={frozen || busy}
        onMove={move}
        onRemove={setRemoving}
      />
      <ConfirmDeleteDialog
        opened={removeTarget !== undefined}
        title={t('Remove photo {{number}}?', { number: (removing ?? 0) + 1 })}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {t('Photo {{number}} will be deleted from your answer to question {{question}}.', {
          number: (removing ?? 0) + 1,
          question: questionNumber,
        })}
      </ConfirmDeleteDialog>
    </Stack>
  );
}
