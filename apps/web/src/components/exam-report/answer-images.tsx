import { Anchor, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { MarkdownText } from '@/components/markdown-text';
import type { ReportImage } from './question-extras';

type AnswerImagesProps = {
  images: ReportImage[];
  transcription: string | null;
};

/** Photos of a handwritten answer as thumbnails, beside the text read from them. */
export function AnswerImages({ images, transcription }: AnswerImagesProps) {
  if (images.length === 0 && !transcription) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: images.length > 0 && transcription ? 2 : 1 }} spacing="md">
      {images.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Handwritten Answer:
          </Text>
          <Group gap="xs">
            {images.map((image) => (
              <Anchor
                key={image.key}
                href={image.src}
                target="_blank"
                rel="noreferrer"
                aria-label={`Open ${image.alt} in a new tab`}
              >
                <Image
                  src={image.src}
                  alt={image.alt}
                  w={96}
                  h={128}
                  fit="cover"
                  radius="sm"
                  loading="lazy"
                  style={{ border: '1px solid var(--mantine-color-default-border)' }}
                />
              </Anchor>
            ))}
          </Group>
        </Stack>
      ) : null}
      {transcription ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Transcription:
          </Text>
          <MarkdownText value={transcription} />
        </Stack>
      ) : null}
    </SimpleGrid>
  );
}
