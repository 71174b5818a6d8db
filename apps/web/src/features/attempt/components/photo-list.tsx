import { ActionIcon, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { AnswerImage } from '@markwise/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';

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
  const { t } = useTranslation();
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
      aria-label={t('Photos of the answer to question {{number}}', { number: questionNumber })}
    >
      {images.map((image, index) => {
        const k = index + 1;
        return (
          <Paper component="li" key={image.id} withBorder radius="md" p="xs">
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Image
                  src={image.url}
                  alt={t('Photo {{photo}} of the answer to question {{number}}', {
                    photo: k,
                    number: questionNumber,
                  })}
                  w={72}
                  h={96}
                  fit="cover"
                  radius="sm"
                  style={{ flexShrink: 0, border: '1px solid var(--mantine-color-default-border)' }}
                />
                <Text size="sm" fw={500}>
                  {t('Photo {{number}}', { number: k })}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                {MOVES.map(({ direction, Icon }) => (
                  <ActionIcon
                    key={direction}
                    variant="default"
                    size="lg"
                    aria-label={
                      direction === 'up'
                        ? t('Move photo {{number}} up', { number: k })
                        : t('Move photo {{number}} down', { number: k })
                    }
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
                  aria-label={t('Remove photo {{number}}', { number: k })}
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
