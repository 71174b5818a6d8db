import { TableSkeleton } from '@/components/table-skeleton';
import { Table, Text } from '@mantine/core';
import { msg, useTranslation } from '@/i18n/i18n';
import type { StudentExamSession } from '@markwise/contract';
import { formatDateTime } from '@/lib/format';
import { ReportAction, ReportScore, ReportStatusBadge } from './reports-cells';

/** Keys, translated where they render. */
const COLUMNS = [
  msg('Exam Name'),
  msg('Subject'),
  msg('Date'),
  msg('Score'),
  msg('Status'),
  msg('Action'),
];
const MIN_WIDTH = 760;

/** Desktop (768px and wider) list of the student's exam reports. */
export function ReportsTable({ sessions }: { sessions: StudentExamSession[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('Exam reports')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(column)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session._id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {session.paper.title}
                </Text>
                {session.paper.qpCode ? (
                  <Text size="xs" c="dimmed">
                    {session.paper.qpCode}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{session.paper.subject}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(session.start_time)}
              </Table.Td>
              <Table.Td>
                <ReportScore session={session} />
              </Table.Td>
              <Table.Td>
                <ReportStatusBadge session={session} />
              </Table.Td>
              <Table.Td>
                <ReportAction session={session} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Rows sized like the table's, shown while it loads. */
export function ReportsTableSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <TableSkeleton columns={COLUMNS.map((column) => t(column))} rows={rows} minWidth={MIN_WIDTH} />
  );
}
