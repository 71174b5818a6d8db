import { Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { MarkdownText } from '@/components/markdown-text';
import { PhotoViewer } from '@/components/photo-viewer';
import type { ReportImage } from './question-extras';
import { useTranslation } from '@/i18n/i18n';

type AnswerImagesProps = {
  images: ReportImage[];
  transcription: string | null;
};

/** Photos of a handwritten answer as thumbnails, beside the text read from them. */
export function AnswerImages({ images, transcription }: AnswerImagesProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  if (images.length === 0 && !transcription) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: images.length > 0 && transcription ? 2 : 1 }} spacing="md">
      {images.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('Handwritten Answer:')}
          </Text>
          <Group gap="xs">
            {images.map((image, index) => (
              <UnstyledButton
                key={image.key}
                onClick={() => setViewing(index)}
                aria-label={t('View {{name}}', { name: image.alt })}
              >
                <Image
                  src={image.src}
                  alt={image.alt}
                  w={120}
                  h={160}
                  fit="cover"
                  radius="sm"
                  loading="lazy"
                  style={{ border: '1px solid var(--mantine-color-default-border)' }}
                />
              </UnstyledButton>
            ))}
          </Group>
          <PhotoViewer photos={images} index={viewing} onIndexChange={setViewing} />
        </Stack>
      ) : null}
      {transcription ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('Transcription:')}
          </Text>
          <MarkdownText value={transcription} />
        </Stack>
      ) : null}
    </SimpleGrid>
  );
}
