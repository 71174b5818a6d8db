import { Group, SegmentedControl, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconChecks, IconScan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { LoadFailure, queryFailure } from '@/components/load-failure';
import { PhotoViewer } from '@/components/photo-viewer';
import { StatePanel } from '@/components/state-panel';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useDiscardScanPage } from '../api/discard-scan-page';
import { useBooklets } from '../api/get-booklets';
import { useScanPages, type ScanPagesFilter } from '../api/get-scan-pages';
import { sourceWords } from '../lib/booklet-words';
import type { PagePlacement } from './booklet-parts';
import { ScanPageCard } from './scan-page-card';

type PagesToCheckProps = {
  levelId: string;
  onPlace: (placement: PagePlacement) => void;
  /** The page being placed. */
  placing: string | null;
};

/**
 * The matching screen: the scanned pages Markwise could not place (or placed with a scan problem),
 * each to be put in its booklet (dragged, or through its form) or set aside.
 */
export function PagesToCheck({ levelId, onPlace, placing }: PagesToCheckProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ScanPagesFilter>('attention');
  const pages = useScanPages(levelId, filter);
  const booklets = useBooklets(levelId);
  const discard = useDiscardScanPage(levelId);
  const [viewing, setViewing] = useState<number | null>(null);

  const setAside = (pageId: string, where: string) =>
    discard.mutate(pageId, {
      onSuccess: () => toastSuccess(t('{{page}} is set aside.', { page: where })),
      onError: (error) => toastError(errorMessage(error, t('The page was not set aside.'))),
    });

  let content;
  if (pages.isPending) {
    content = (
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
        aria-label={t('Loading pages')}
        role="status"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={360} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (pages.isError) {
    content = (
      <LoadFailure
        title={t('The scanned pages could not be loaded')}
        mb={0}
        {...queryFailure(pages)}
      />
    );
  } else if (pages.data.length === 0) {
    content =
      filter === 'attention' ? (
        <StatePanel icon={IconChecks} title={t('Nothing to check')}>
          {t('Every scanned page is in its booklet.')}
        </StatePanel>
      ) : (
        <StatePanel icon={IconScan} title={t('No pages yet')}>
          {t('Upload the scanned booklets: their pages are listed here.')}
        </StatePanel>
      );
  } else {
    const list = pages.data;
    content = (
      <>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('Scanned pages')}
        >
          {list.map((page, index) => (
            <ScanPageCard
              key={page.id}
              page={page}
              booklets={booklets.data ?? []}
              onEnlarge={() => setViewing(index)}
              onPlace={onPlace}
              onDiscard={() => setAside(page.id, sourceWords(page.source))}
              placing={placing === page.id}
              discarding={discard.isPending && discard.variables === page.id}
            />
          ))}
        </SimpleGrid>
        <PhotoViewer
          photos={list.map((page) => ({
            src: page.imageUrl,
            alt: t('Scan of {{page}}', { page: sourceWords(page.source) }),
          }))}
          index={viewing !== null && viewing < list.length ? viewing : null}
          onIndexChange={setViewing}
        />
      </>
    );
  }

  return (
    <>
      <Group justify="space-between" gap="sm" mb="md" wrap="wrap">
        <Text fz="sm" c="dimmed" maw={640}>
          {t(
            'Drag a page onto a missing page of its booklet above, or choose its booklet and page number below it.',
          )}
        </Text>
        <SegmentedControl
          aria-label={t('Which pages')}
          size="xs"
          value={filter}
          onChange={(value) => {
            setFilter(value === 'all' ? 'all' : 'attention');
            setViewing(null);
          }}
          data={[
            { value: 'attention', label: t('To check') },
            { value: 'all', label: t('Every page') },
          ]}
        />
      </Group>
      {content}
    </>
  );
}
