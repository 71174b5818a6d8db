import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Text,
  ThemeIcon,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Level } from '@markwise/contract';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconEdit,
  IconFileText,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { usePaper } from '../api/get-paper';
import { levelTypeColor, levelTypeLabel } from '../lib/journey-levels';
import { paperLabel, rewardText, unlockText } from '../lib/level-facts';

export type LevelRowActions = {
  onMove: (level: Level, step: -1 | 1) => void;
  onEdit: (level: Level) => void;
  onDelete: (level: Level) => void;
};

type BuilderLevelRowProps = LevelRowActions & {
  level: Level;
  /** 1-based place in the list as shown (it leads the server's order while a move is saved). */
  position: number;
  total: number;
};

/** A line's icon sits beside its first line when the text wraps. */
const ICON_STYLE = { flexShrink: 0, marginTop: 3 };

/** An exam level's paper by name, or a warning that students cannot sit it yet. */
function PaperLine({ paperId }: { paperId: string | null }) {
  const { t } = useTranslation();
  const paper = usePaper(paperId);
  if (!paperId) {
    return (
      <Group gap={4} wrap="nowrap" align="flex-start">
        {/* Orange is for the icon only: as text it fails contrast on white (3:1). */}
        <IconAlertTriangle
          size={14}
          color="var(--mantine-color-orange-filled)"
          aria-hidden
          style={ICON_STYLE}
        />
        <Text fz="sm" fw={500}>
          {t('No question paper linked yet')}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" c="dimmed" miw={0}>
      <IconFileText size={14} aria-hidden style={ICON_STYLE} />
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {paper.data ? t('Paper: {{paper}}', { paper: paperLabel(paper.data) }) : t('Paper linked')}
      </Text>
    </Group>
  );
}

/**
 * One level of the builder: a drag handle (pointer, touch, or Space and the arrow keys), its
 * place, title, type and XP, then Move up, Move down, Edit and Delete.
 */
export function BuilderLevelRow({
  level,
  position,
  total,
  onMove,
  onEdit,
  onDelete,
}: BuilderLevelRowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: level._id });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    sortable;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      px="md"
      py="sm"
      bg="var(--mantine-color-body)"
      data-dragging={sortable.isDragging ? 'true' : undefined}
      style={{
        borderTop: '1px solid var(--mantine-color-default-border)',
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        boxShadow: sortable.isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm" style={{ rowGap: 8 }}>
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 240px' }}>
          <Tooltip label={t('Drag to reorder, or press Space')}>
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('Reorder {{title}}', { title: level.title })}
              style={{ cursor: 'grab', touchAction: 'none', flexShrink: 0 }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ThemeIcon radius="xl" size={32} variant="light" style={{ flexShrink: 0 }}>
            <Text fz="sm" fw={700}>
              <VisuallyHidden>{t('Level')} </VisuallyHidden>
              {position}
            </Text>
          </ThemeIcon>
          <Box miw={0}>
            <Group gap={8} wrap="wrap" style={{ rowGap: 4 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {level.title}
              </Text>
              <Badge variant="light" color={levelTypeColor(level.type)}>
                {t(levelTypeLabel(level.type))}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {unlockText(level.xp_required_to_unlock)} · {rewardText(level.xpReward)}
            </Text>
            {level.type === 'exam' ? <PaperLine paperId={level.questionPaperId} /> : null}
          </Box>
        </Group>
        <Group gap={4} wrap="nowrap" ml="auto">
          <Tooltip label={t('Move up')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('Move {{title}} up', { title: level.title })}
              disabled={position === 1}
              onClick={() => onMove(level, -1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('Move down')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('Move {{title}} down', { title: level.title })}
              disabled={position === total}
              onClick={() => onMove(level, 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('Edit level')}>
            <ActionIcon
              variant="default"
              aria-label={t('Edit {{title}}', { title: level.title })}
              onClick={() => onEdit(level)}
            >
              <IconEdit size={16} stroke={1.5} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('Delete level')}>
            <ActionIcon
              variant="default"
              aria-label={t('Delete {{title}}', { title: level.title })}
              onClick={() => onDelete(level)}
            >
              <IconTrash size={16} stroke={1.5} color="var(--mantine-color-red-text)" aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Box>
  );
}
