import { Table } from '@mantine/core';
import { msg, useTranslation } from '@/i18n/i18n';
import { TableSkeleton } from '@/components/table-skeleton';
import type { BookletPrint } from '../lib/booklet-words';
import {
  BookletActions,
  BookletPages,
  BookletStudent,
  PrintHeading,
  type BookletHandlers,
} from './booklet-parts';
import { BookletStateBadge } from './booklet-state-badge';

const COLUMNS = [msg('Booklet'), msg('Student'), msg('Pages'), msg('State'), msg('Actions')];
const MIN_WIDTH = 820;

type BookletsTableProps = BookletHandlers & { prints: BookletPrint[] };

/** Desktop (768px and wider): the booklets by print, each print with its PDF. */
export function BookletsTable({ prints, ...handlers }: BookletsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH}>
      <Table verticalSpacing="sm" aria-label={t('Booklets')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {prints.map((print) => (
          <Table.Tbody key={print.printId}>
            <Table.Tr bg="var(--mantine-color-default-hover)">
              <Table.Td colSpan={COLUMNS.length}>
                <PrintHeading
                  print={print}
                  onDownload={handlers.onDownload}
                  downloading={handlers.downloading}
                />
              </Table.Td>
            </Table.Tr>
            {print.booklets.map((booklet) => (
              <Table.Tr key={booklet.id}>
                <Table.Td fw={600}>{booklet.number}</Table.Td>
                <Table.Td>
                  <BookletStudent booklet={booklet} onTie={handlers.onTie} />
                </Table.Td>
                <Table.Td>
                  <BookletPages booklet={booklet} onDropPage={handlers.onDropPage} />
                </Table.Td>
                <Table.Td>
                  <BookletStateBadge state={booklet.state} />
                </Table.Td>
                <Table.Td>
                  <BookletActions
                    booklet={booklet}
                    levelId={handlers.levelId}
                    onMarkIncomplete={handlers.onMarkIncomplete}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}

export function BookletsTableSkeleton() {
  const { t } = useTranslation();
  return (
    <TableSkeleton columns={COLUMNS.map((column) => t(column))} rows={4} minWidth={MIN_WIDTH} />
  );
}
