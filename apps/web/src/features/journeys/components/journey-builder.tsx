import { Box, Button, Card, Group, Modal, Text, Title } from '@mantine/core';
import type { Journey, Level } from '@markwise/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { problemOrFallback } from '@/lib/api-error';
import { showToast } from '@/lib/notify';
import { useReorderLevels } from '../api/reorder-levels';
import { byOrder, inOrder, movedIds } from '../lib/level-order';
import { DeleteLevelDialog } from './delete-level-dialog';
import { JourneyTitleForm } from './journey-title-form';
import { LevelFormModal } from './level-form-modal';
import { SortableLevels } from './sortable-levels';
import { NoLevels } from './no-levels';

type JourneyBuilderProps = { journey: Journey; subjectId: string };

type Dialog = 'closed' | 'level' | 'delete' | 'rename';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * An admin's journey: every level, topics included, to add, edit, reorder and delete, and the
 * journey's title.
 */
export function JourneyBuilder({ journey, subjectId }: JourneyBuilderProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>('closed');
  // The level a dialog is about, kept while it fades out.
  const [shownLevel, setShownLevel] = useState<Level | null>(null);
  const [pendingIds, setPendingIds] = useState<string[] | null>(null);
  const reorder = useReorderLevels(subjectId);

  const serverLevels = byOrder(journey.levels);
  const serverIds = serverLevels.map((level) => level._id);
  // A move being saved shows at once; a refused one goes back to the server's order when it settles.
  const levels =
    pendingIds && sameIds(pendingIds, serverIds) ? inOrder(serverLevels, pendingIds) : serverLevels;

  const onReorder = (from: number, to: number) => {
    const levelIds = movedIds(
      levels.map((level) => level._id),
      from,
      to,
    );
    if (!levelIds) return;
    setPendingIds(levelIds);
    reorder.mutate(
      { journeyId: journey._id, levelIds },
      {
        onError: (error) =>
          showToast({
            title: t('Error'),
            message: problemOrFallback(error, t('Failed to reorder levels. Please try again.')),
            kind: 'error',
          }),
        // mutate's own callbacks run for its latest call only: an earlier move settling does not
        // drop the order a later one shows.
        onSettled: () => setPendingIds(null),
      },
    );
  };

  const openLevel = (level: Level | null) => {
    setShownLevel(level);
    setDialog('level');
  };
  const openDelete = (level: Level) => {
    setShownLevel(level);
    setDialog('delete');
  };
  const close = () => setDialog('closed');

  return (
    <>
      <Card withBorder radius="md" padding={0}>
        <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
          <Title order={2} fz="lg">
            {t('Journey Levels')}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {/* No icon: at 390 px both buttons then fit beside each other. */}
            <Button variant="default" size="sm" onClick={() => setDialog('rename')}>
              {t('Rename Journey')}
            </Button>
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => openLevel(null)}
            >
              {t('Add Level')}
            </Button>
          </Group>
        </Group>
        {levels.length === 0 ? (
          <NoLevels>
            {t('Add a topic for students to read, or an exam they sit on a question paper.')}
          </NoLevels>
        ) : (
          <>
            <Box px="md" pb="sm">
              <Text fz="sm" c="dimmed">
                {t(
                  'Students unlock levels in this order. Drag a level by its handle, or focus the handle, press Space and use the arrow keys.',
                )}
              </Text>
            </Box>
            <SortableLevels
              levels={levels}
              onReorder={onReorder}
              onEdit={(level) => openLevel(level)}
              onDelete={openDelete}
            />
          </>
        )}
      </Card>
      <LevelFormModal
        opened={dialog === 'level'}
        journeyId={journey._id}
        level={shownLevel}
        onClose={close}
      />
      <DeleteLevelDialog opened={dialog === 'delete'} level={shownLevel} onClose={close} />
      <Modal
        opened={dialog === 'rename'}
        onClose={close}
        title={t('Rename Journey')}
        centered
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        <JourneyTitleForm subjectId={subjectId} journey={journey} onDone={close} onCancel={close} />
      </Modal>
    </>
  );
}
