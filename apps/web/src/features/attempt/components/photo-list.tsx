import { ActionIcon, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { AnswerImage } from '@markwise/contract';
import { useEffect, useRef } from 'react';

type Direction = 'up' | 'down';

const MOVES = [
  { direction: 'up', Icon: IconArrowUp },
  { direction: 'down', Icon: IconArrowDown },
] as const;

type PhotoListProps = {
  questionNumber: number;
  images: readonly AnswerImage[];
  disabled: boolean;
  onMove: (index: number, direction: Direction) => void;
  onRemove: (index: number) => void;
};

/**
 * The answer's photos in order, each with Move up, Move down and Remove. After a move the focus
 * follows the photo, so a keyboard user can keep moving it.
 */
export function PhotoList({ questionNumber, images, disabled, onMove, onRemove }: PhotoListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const followFocus = useRef<{ imageId: string; direction: Direction } | null>(null);

  useEffect(() => {
    const target = followFocus.current;
    if (!target || !listRef.current) return;
    const selector = (direction: Direction) =>
      `button[data-image-id="${target.imageId}"][data-move="${direction}"]:not(:disabled)`;
    const button =
      listRef.current.querySelector<HTMLButtonElement>(selector(target.direction)) ??
      listRef.current.querySelector<HTMLButtonElement>(
        selector(target.direction === 'up' ? 'down' : 'up'),
      );
    if (button) {
      followFocus.current = null;
      button.focus();
    }
  }, [images, disabled]);

  if (images.length === 0) return null;

  const move = (index: number, imageId: string, direction: Direction) => {
    followFocus.current = { imageId, direction };
    onMove(index, direction);
  };

  return (
    <Stack
      component="ol"
      ref={listRef}
      gap="xs"
      maw={560}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={`Photos of the answer to question ${questionNumber}`}
    >
      {images.map((image, index) => {
        const k = index + 1;
        return (
          <Paper component="li" key={image.id} withBorder radius="md" p="xs">
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Image
                  src={image.url}
                  alt={`Photo ${k} of the answer to question ${questionNumber}`}
                  w={72}
                  h={96}
                  fit="cover"
                  radius="sm"
                  style={{ flexShrink: 0, border: '1px solid var(--mantine-color-default-border)' }}
                />
                <Text size="sm" fw={500}>
                  Photo {k}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                {MOVES.map(({ direction, Icon }) => (
                  <ActionIcon
                    key={direction}
                    variant="default"
                    size="lg"
                    aria-label={`Move photo ${k} ${direction}`}
                    data-image-id={image.id}
                    data-move={direction}
                    disabled={disabled || index === (direction === 'up' ? 0 : images.length - 1)}
                    onClick={() => move(index, image.id, direction)}
                  >
                    <Icon size={18} aria-hidden />
                  </ActionIcon>
                ))}
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={`Remove photo ${k}`}
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={18} color="var(--mantine-color-error)" aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
