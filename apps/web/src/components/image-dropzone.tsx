import {
  ActionIcon,
  AspectRatio,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';

type ExistingImages = {
  urls: readonly string[];
  /** Alt text of the current pictures, e.g. the course title. */
  alt: string;
  onRemove: () => void;
};

type ImageDropzoneProps = {
  label: string;
  description?: string;
  /** Newly chosen files, in order. */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Pictures already stored, shown until removed or replaced. */
  existing?: ExistingImages;
  /** The accept attribute, e.g. 'image/png,image/jpeg'. */
  accept: string;
  error?: ReactNode;
  disabled?: boolean;
  /** Shown under each chosen file's preview, e.g. which question the page answers. */
  previewFooter?: (file: File, index: number) => ReactNode;
};

/** Object URLs for previews, revoked when the files change or the picker unmounts. */
function usePreviewUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

type PreviewProps = {
  src: string;
  alt: string;
  onRemove: () => void;
  removeLabel: string;
  disabled?: boolean;
};

function Preview({ src, alt, onRemove, removeLabel, disabled }: PreviewProps) {
  return (
    <Box pos="relative">
      <AspectRatio ratio={4 / 3}>
        <Image src={src} alt={alt} radius="sm" fit="cover" />
      </AspectRatio>
      <ActionIcon
        pos="absolute"
        top={4}
        right={4}
        size="sm"
        color="red"
        variant="filled"
        onClick={onRemove}
        aria-label={removeLabel}
        disabled={disabled}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Box>
  );
}

/**
 * An image picker: a button (keyboard) or a drop area (mouse), previews of the chosen files with
 * a remove button each, and the currently stored pictures until they are removed or replaced.
 */
export function ImageDropzone({
  label,
  description,
  files,
  onFilesChange,
  existing,
  accept,
  error,
  disabled = false,
  previewFooter,
}: ImageDropzoneProps) {
  const { t } = useTranslation();
  const id = useId();
  const resetRef = useRef<() => void>(null);
  const [dragging, setDragging] = useState(false);
  const previews = usePreviewUrls(files);
  const acceptTypes = accept.split(',').map((type) => type.trim());

  const add = (picked: File[]) => {
    if (picked.length === 0) return;
    onFilesChange([...files, ...picked]);
    // Lets the same file be picked again after it was removed.
    resetRef.current?.();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    add(Array.from(event.dataTransfer.files).filter((file) => acceptTypes.includes(file.type)));
  };

  const showExisting = existing && existing.urls.length > 0 && files.length === 0;

  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-help` : undefined}
    >
      <Text id={`${id}-label`} fw={500} fz="sm">
        {label}
      </Text>
      {description ? (
        <Text id={`${id}-help`} c="dimmed" fz="xs">
          {description}
        </Text>
      ) : null}
      <Paper
        withBorder
        p="md"
        radius="md"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderColor: error
            ? 'var(--mantine-color-error)'
            : dragging
              ? 'var(--mantine-primary-color-filled)'
              : undefined,
        }}
      >
        <Group gap="sm" justify="center" wrap="wrap">
          <IconPhotoPlus size={24} stroke={1.5} aria-hidden />
          <Text fz="sm" c="dimmed">
            {t('Drop pictures here or')}
          </Text>
          <FileButton
            multiple
            accept={accept}
            onChange={add}
            resetRef={resetRef}
            disabled={disabled}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" disabled={disabled}>
                {t('Choose images')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Paper>
      {error ? (
        <Text c="red" fz="xs" role="alert">
          {error}
        </Text>
      ) : null}
      {files.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {files.map((file, index) => (
            <Stack key={`${file.name}-${index}`} gap={4}>
              <Preview
                src={previews[index] ?? ''}
                alt={t('Preview of {{name}}', { name: file.name })}
                removeLabel={t('Remove {{name}}', { name: file.name })}
                onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
                disabled={disabled}
              />
              {previewFooter?.(file, index)}
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
      {showExisting ? (
        <Stack gap={6}>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
            {existing.urls.map((url, index) => (
              <AspectRatio key={url} ratio={4 / 3}>
                <Image
                  src={url}
                  alt={t('{{name}}, picture {{number}}', { name: existing.alt, number: index + 1 })}
                  radius="sm"
                  fit="cover"
                />
              </AspectRatio>
            ))}
          </SimpleGrid>
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed">
              {t('New pictures replace the current ones.')}
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={existing.onRemove}
              disabled={disabled}
            >
              {t('Remove current images')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
