import { Button, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Booklet, ScanPage } from '@markwise/contract';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { ToneBadge, ToneText } from '@/components/tone';
import { pageStatusWords, qualityWords, sourceWords } from '../lib/booklet-words';
import { PAGE_DRAG_TYPE } from '../lib/scan-files';
import { AssignPageForm } from './assign-page-form';
import type { PagePlacement } from './booklet-parts';

type ScanPageCardProps = {
  page: ScanPage;
  booklets: readonly Booklet[];
  onEnlarge: () => void;
  onPlace: (placement: PagePlacement) => void;
  onDiscard: () => void;
  placing: boolean;
  discarding: boolean;
};

/**
 * One scanned page a teacher should look at: its picture (click to enlarge, drag onto a booklet's
 * missing page), what is wrong with it, where it came from, and what can be done with it.
 */
export function ScanPageCard({
  page,
  booklets,
  onEnlarge,
  onPlace,
  onDiscard,
  placing,
  discarding,
}: ScanPageCardProps) {
  const { t } = useTranslation();
  const where = sourceWords(page.source);
  const problems = qualityWords(page.quality);
  const isProblem = page.status !== 'matched' && page.status !== 'discarded';
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      radius="md"
      aria-label={t('Scanned page: {{page}}', { page: where })}
    >
      {/* The picture is the handle: a whole draggable card would take the drag from its fields. */}
      <Card.Section
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(PAGE_DRAG_TYPE, page.id);
          event.dataTransfer.effectAllowed = 'move';
        }}
        style={{ cursor: 'grab' }}
        title={t('Drag onto a missing page of its booklet')}
      >
        <UnstyledButton
          onClick={onEnlarge}
          aria-label={t('Enlarge {{page}}', { page: where })}
          w="100%"
          bg="var(--mantine-color-default-hover)"
        >
          <Image
            src={page.imageUrl}
            alt={t('Scan of {{page}}', { page: where })}
            loading="lazy"
            h={220}
            fit="contain"
            draggable={false}
          />
        </UnstyledButton>
      </Card.Section>
      <Stack gap={6} mt="sm">
        {isProblem ? (
          <ToneText tone="red" fz="sm" fw={600}>
            {pageStatusWords(page)}
          </ToneText>
        ) : (
          <Text fz="sm" fw={600}>
            {pageStatusWords(page)}
          </Text>
        )}
        {problems.length > 0 ? (
          <Group gap={4}>
            {problems.map((problem) => (
              <ToneBadge key={problem} tone="yellow" size="sm">
                {problem}
              </ToneBadge>
            ))}
          </Group>
        ) : null}
        <Text fz="xs" c="dimmed">
          {where}
        </Text>
        <AssignPageForm page={page} booklets={booklets} onPlace={onPlace} pending={placing} />
        {page.status === 'discarded' ? null : (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconArchive size={14} aria-hidden />}
              onClick={onDiscard}
              loading={discarding}
              disabled={placing}
            >
              {t('Set aside')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
