import { Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Booklet } from '@markwise/contract';
import { IconNotebook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { ListEmpty } from '@/components/list-empty';
import { LoadFailure, queryFailure } from '@/components/load-failure';
import { toastError } from '@/lib/notify';
import { useDownloadBookletPdf } from '../api/download-booklet-pdf';
import { useBooklets } from '../api/get-booklets';
import { printsOf, type BookletPrint } from '../lib/booklet-words';
import { BookletCards, BookletCardsSkeleton } from './booklet-cards';
import type { BookletHandlers, PagePlacement } from './booklet-parts';
import { BookletsTable, BookletsTableSkeleton } from './booklets-table';
import { MarkIncompleteDialog } from './mark-incomplete-dialog';
import { TieStudentDialog } from './tie-student-dialog';

/** Mantine's 'sm' breakpoint: 48em = 768px, where the mobile layout ends. */
const DESKTOP_QUERY = '(min-width: 48em)';

type Dialogued = { booklet: Booklet | null; opened: boolean };
const CLOSED: Dialogued = { booklet: null, opened: false };
const closed = (current: Dialogued): Dialogued => ({ ...current, opened: false });

/**
 * The level's booklets, by print: whose each is, its pages in and missing (drop targets for
 * scanned pages), its state, and what a teacher can do about it.
 */
export function BookletsSection({
  levelId,
  onDropPage,
}: {
  levelId: string;
  onDropPage: (drop: PagePlacement) => void;
}) {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const booklets = useBooklets(levelId);
  const download = useDownloadBookletPdf();
  // Each dialog keeps its booklet while it closes, so its words do not vanish mid-transition.
  const [tieOf, setTieOf] = useState<Dialogued>(CLOSED);
  const [incompleteOf, setIncompleteOf] = useState<Dialogued>(CLOSED);

  if (booklets.isPending) return isDesktop ? <BookletsTableSkeleton /> : <BookletCardsSkeleton />;
  if (booklets.isError) {
    return (
      <LoadFailure
        title={t('The booklets could not be loaded')}
        mb={0}
        {...queryFailure(booklets)}
      />
    );
  }
  if (booklets.data.length === 0) {
    return (
      <ListEmpty
        icon={IconNotebook}
        title={t('No booklets yet')}
        description={t(
          'Print answer booklets for this exam: they are listed here, with the pages scanned of each.',
        )}
      />
    );
  }

  const handlers: BookletHandlers = {
    levelId,
    onTie: (booklet) => setTieOf({ booklet, opened: true }),
    onMarkIncomplete: (booklet) => setIncompleteOf({ booklet, opened: true }),
    onDropPage,
    onDownload: (print: BookletPrint) =>
      download.mutate(print.printId, {
        onError: () =>
          toastError(
            t('The PDF of booklets {{numbers}} did not download.', { numbers: print.numbers }),
          ),
      }),
    downloading: download.isPending ? (download.variables ?? null) : null,
  };
  const prints = printsOf(booklets.data);
  return (
    <>
      {isDesktop ? (
        <Paper withBorder radius="md" px="sm">
          <BookletsTable prints={prints} {...handlers} />
        </Paper>
      ) : (
        <BookletCards prints={prints} {...handlers} />
      )}
      <TieStudentDialog levelId={levelId} {...tieOf} onClose={() => setTieOf(closed)} />
      <MarkIncompleteDialog
        levelId={levelId}
        {...incompleteOf}
        onClose={() => setIncompleteOf(closed)}
      />
    </>
  );
}
