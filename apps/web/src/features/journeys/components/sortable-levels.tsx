import { Box } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { Level } from '@markwise/contract';
import { useState } from 'react';
import { msg, type TFunction, useTranslation } from '@/i18n/i18n';
import { BuilderLevelRow, type LevelRowActions } from './builder-level-row';

type SortableLevelsProps = Omit<LevelRowActions, 'onMove'> & {
  levels: Level[];
  /** Moves the level at `from` to `to` (0-based places in `levels`). */
  onReorder: (from: number, to: number) => void;
};

/** Levels move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const INSTRUCTIONS = msg(
  'To move a level, press Space or Enter on its reorder handle, use the Up and Down arrow keys to choose its place, then press Space or Enter to drop it, or Escape to cancel.',
);

/**
 * What a screen reader hears while a level moves. `lastOver` is where the level was last
 * announced: a drag starts over the level's own place, and saying so would drown 'Picked up'.
 */
function announcementsFor(
  levels: Level[],
  lastOver: { current: UniqueIdentifier | null },
  t: TFunction,
) {
  const index = (id: UniqueIdentifier) => levels.findIndex((level) => level._id === id);
  const title = (id: UniqueIdentifier) => levels[index(id)]?.title ?? t('The level');
  // The level's title and, with `placeOf`, its place: each announcement is one whole sentence.
  const about = (id: UniqueIdentifier) => ({ title: title(id) });
  const placeOf = (id: UniqueIdentifier, at: UniqueIdentifier = id) => ({
    title: title(id),
    position: index(at) + 1,
    total: levels.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('Picked up {{title}}, at position {{position}} of {{total}}.', placeOf(active.id));
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? t('{{title}} moved to position {{position}} of {{total}}.', placeOf(active.id, over.id))
        : t('{{title}} is outside the list.', about(active.id));
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('{{title}} dropped at position {{position}} of {{total}}.', placeOf(active.id, over.id))
        : t('{{title}} dropped.', about(active.id)),
    onDragCancel: ({ active }) =>
      t(
        'Moving {{title}} cancelled. It stays at position {{position}} of {{total}}.',
        placeOf(active.id),
      ),
  };
  return announcements;
}

/** The builder's list: drag a level by its handle with a pointer or a finger, or with the keyboard. */
export function SortableLevels({ levels, onReorder, onEdit, onDelete }: SortableLevelsProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = levels.map((level) => level._id);
  // Written by dnd-kit's callbacks during a drag, never read for rendering: a box, not state.
  const [lastOver] = useState<{ current: UniqueIdentifier | null }>(() => ({ current: null }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const onMove = (level: Level, step: -1 | 1) => {
    const from = ids.indexOf(level._id);
    onReorder(from, from + step);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsFor(levels, lastOver, t),
        screenReaderInstructions: { draggable: t(INSTRUCTIONS) },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('Levels')}>
          {levels.map((level, index) => (
            <BuilderLevelRow
              key={level._id}
              level={level}
              position={index + 1}
              total={levels.length}
              onMove={onMove}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
