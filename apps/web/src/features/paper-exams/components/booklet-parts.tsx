import { Button, Group, Text } from '@mantine/core';
import type { Booklet } from '@markwise/contract';
import { IconChecks, IconDownload, IconUserPlus } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { ToneBadge } from '@/components/tone';
import { paths } from '@/config/paths';
import {
  canMarkIncomplete,
  markAsIsWords,
  isOpen,
  pagesWords,
  studentWords,
  type BookletPrint,
} from '../lib/booklet-words';
import { PAGE_DRAG_TYPE } from '../lib/scan-files';

/** Where a teacher puts a scanned page: dropped on a missing page, or chosen in its form. */
export type PagePlacement = { pageId: string; booklet: Booklet; pageNumber: number };

/** What the booklets list lets a teacher do, wherever it is drawn (table or cards). */
export type BookletHandlers = {
  levelId: string;
  onTie: (booklet: Booklet) => void;
  onMarkIncomplete: (booklet: Booklet) => void;
  onDropPage: (drop: PagePlacement) => void;
  onDownload: (print: BookletPrint) => void;
  /** The print whose PDF is downloading. */
  downloading: string | null;
};

/** The student's name, or 'Anonymous' and a way to say whose it is. */
export function BookletStudent({
  booklet,
  onTie,
}: {
  booklet: Booklet;
  onTie: BookletHandlers['onTie'];
}) {
  const { t } = useTranslation();
  if (booklet.student) return <Text fz="sm">{studentWords(booklet.student)}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fz="sm" c="dimmed" fs="italic">
        {t('Anonymous')}
      </Text>
      {isOpen(booklet) ? (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconUserPlus size={14} aria-hidden />}
          onClick={() => onTie(booklet)}
          aria-label={t('Tie booklet {{number}} to student', { number: booklet.number })}
        >
          {t('Tie to student')}
        </Button>
      ) : null}
    </Group>
  );
}

/** '5 of 7' and a chip for each missing page, onto which a scanned page can be dragged. */
export function BookletPages({
  booklet,
  onDropPage,
}: {
  booklet: Booklet;
  onDropPage: BookletHandlers['onDropPage'];
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {pagesWords(booklet)}
      </Text>
      {booklet.missingPages.length > 0 ? (
        <Group
          gap={4}
          wrap="wrap"
          aria-label={t('Missing pages of booklet {{number}}', { number: booklet.number })}
          role="list"
        >
          {booklet.missingPages.map((page) => (
            <MissingPage
              key={page}
              booklet={booklet}
              page={page}
              onDropPage={isOpen(booklet) ? onDropPage : null}
            />
          ))}
        </Group>
      ) : null}
    </Group>
  );
}

function MissingPage({
  booklet,
  page,
  onDropPage,
}: {
  booklet: Booklet;
  page: number;
  onDropPage: BookletHandlers['onDropPage'] | null;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const carriesPage = (event: DragEvent) =>
    onDropPage !== null && Array.from(event.dataTransfer.types).includes(PAGE_DRAG_TYPE);
  return (
    <ToneBadge
      role="listitem"
      tone="yellow"
      // Where a dragged page would land: outlined while it is over the chip.
      style={over ? { outline: '2px solid currentColor', outlineOffset: 1 } : undefined}
      title={
        onDropPage
          ? t('Missing page {{page}}: drop a scanned page here', { page })
          : t('Missing page {{page}}', { page })
      }
      aria-label={t('Missing page {{page}}', { page })}
      onDragOver={(event) => {
        if (!carriesPage(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!carriesPage(event)) return;
        event.preventDefault();
        const pageId = event.dataTransfer.getData(PAGE_DRAG_TYPE);
        if (pageId) onDropPage?.({ pageId, booklet, pageNumber: page });
      }}
    >
      {t('p. {{page}}', { page })}
    </ToneBadge>
  );
}

/** Mark a booklet without its missing pages, or open its attempt once it is marking. */
export function BookletActions({
  booklet,
  levelId,
  onMarkIncomplete,
}: {
  booklet: Booklet;
  levelId: string;
  onMarkIncomplete: BookletHandlers['onMarkIncomplete'];
}) {
  const { t } = useTranslation();
  if (booklet.sessionId) {
    return (
      <Button
        component={Link}
        to={`${paths.markingDesk(levelId)}?session=${encodeURIComponent(booklet.sessionId)}`}
        size="compact-sm"
        variant="subtle"
        leftSection={<IconChecks size={14} aria-hidden />}
        aria-label={t('Open in Marking Desk: booklet {{number}}', { number: booklet.number })}
      >
        {t('Open in Marking Desk')}
      </Button>
    );
  }
  if (canMarkIncomplete(booklet)) {
    return (
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onMarkIncomplete(booklet)}
        aria-label={t('{{action}}: booklet {{number}}', {
          action: markAsIsWords(booklet),
          number: booklet.number,
        })}
      >
        {markAsIsWords(booklet)}
      </Button>
    );
  }
  if (booklet.markIncomplete) {
    return (
      <Text fz="xs" c="dimmed">
        {booklet.missingPages.length > 0
          ? t('Marked without missing pages')
          : t('Marked as scanned')}
      </Text>
    );
  }
  return null;
}

/** A print's booklets, and its PDF to print again. */
export function PrintHeading({
  print,
  onDownload,
  downloading,
}: {
  print: BookletPrint;
  onDownload: BookletHandlers['onDownload'];
  downloading: string | null;
}) {
  const { t } = useTranslation();
  const count = print.booklets.length;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text fz="sm" fw={600}>
        {t('Booklets {{numbers}}', { numbers: print.numbers })}{' '}
        <Text span c="dimmed" fz="sm" fw={400}>
          · {count === 1 ? t('{{count}} booklet', { count }) : t('{{count}} booklets', { count })} ·{' '}
          {print.booklets[0]!.paperSize}
        </Text>
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={downloading === print.printId}
        onClick={() => onDownload(print)}
        aria-label={t('Download PDF of booklets {{numbers}}', { numbers: print.numbers })}
      >
        {t('Download PDF')}
      </Button>
    </Group>
  );
}
