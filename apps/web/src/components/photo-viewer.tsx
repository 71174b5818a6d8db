import { ActionIcon, Anchor, Box, Group, Image, Modal, Text, Tooltip } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconRotateClockwise,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { formatPercent } from '@/lib/format';

export type ViewedPhoto = { src: string; alt: string };

type PhotoViewerProps = {
  photos: readonly ViewedPhoto[];
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;

/**
 * A photographed page at reading size: zoom, rotate (pages are often photographed sideways) and
 * step through the pages, with the keyboard too (+ and − zoom, R rotates, arrows step).
 */
export function PhotoViewer({ photos, index, onIndexChange }: PhotoViewerProps) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(2);
  const [turns, setTurns] = useState(0);
  const photo = index === null ? undefined : photos[index];

  const show = (next: number) => {
    setTurns(0);
    onIndexChange((next + photos.length) % photos.length);
  };
  const zoomBy = (step: number) =>
    setZoom((current) => Math.min(ZOOMS.length - 1, Math.max(0, current + step)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      r: () => setTurns((current) => current + 1),
      ArrowRight: () => show(index + 1),
      ArrowLeft: () => show(index - 1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Modal
      opened={photo !== undefined}
      onClose={() => onIndexChange(null)}
      title={photo?.alt}
      size="min(1100px, 100%)"
      closeButtonProps={{ 'aria-label': t('Close') }}
      onKeyDown={onKeyDown}
    >
      {photo ? (
        <>
          <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
            <Group gap="xs">
              {photos.length > 1
                ? tool(t('Previous page'), <IconChevronLeft size={18} />, () => show(index! - 1))
                : null}
              {photos.length > 1
                ? tool(t('Next page'), <IconChevronRight size={18} />, () => show(index! + 1))
                : null}
              {tool(t('Zoom out'), <IconZoomOut size={18} />, () => zoomBy(-1), zoom === 0)}
              {tool(
                t('Zoom in'),
                <IconZoomIn size={18} />,
                () => zoomBy(1),
                zoom === ZOOMS.length - 1,
              )}
              {tool(t('Rotate'), <IconRotateClockwise size={18} />, () =>
                setTurns((turn) => turn + 1),
              )}
              <Text size="sm" c="dimmed" aria-live="polite">
                {formatPercent(Math.round(ZOOMS[zoom]! * 100))}
              </Text>
            </Group>
            <Anchor href={photo.src} target="_blank" rel="noreferrer" size="sm">
              {t('Open the original')}
            </Anchor>
          </Group>
          <Box
            style={{ overflow: 'auto', maxHeight: '75vh', textAlign: 'center' }}
            bg="var(--mantine-color-default-hover)"
          >
            <Image
              src={photo.src}
              alt={photo.alt}
              w={`${ZOOMS[zoom]! * 50}%`}
              mx="auto"
              style={{ transform: `rotate(${turns * 90}deg)`, transition: 'transform 150ms' }}
            />
          </Box>
        </>
      ) : null}
    </Modal>
  );
}
