import { TableSkeleton } from '@/components/table-skeleton';
import { Group, Table, Text } from '@mantine/core';
import type { Student } from '@markwise/contract';
import { msg, useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';
import {
  StudentActionButtons,
  StudentActiveSwitch,
  type StudentActionHandlers,
} from './student-actions';
import { StudentPerformance } from './student-performance';

const COLUMNS = [
  msg('Name'),
  msg('Email'),
  msg('Class'),
  msg('Roll No'),
  msg('Performance'),
  msg('Status'),
  msg('Actions'),
];

type StudentsTableProps = StudentActionHandlers & { students: Student[] };

/** Desktop (768px and wider) list of students. */
export function StudentsTable({ students, ...handlers }: StudentsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      {/* 8px a side, not the default 10: the avatar beside each name needs the room, or at 1280px
          with the sidebar open the demo's rows scroll sideways. */}
      <Table verticalSpacing="sm" horizontalSpacing={8} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student.id} opacity={student.isActive ? 1 : 0.75}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={fullName(student)} photoUrl={student.photoUrl} size="sm" />
                  <Text
                    component={Link}
                    to={paths.student(student.id)}
                    c="inherit"
                    fw={600}
                    size="sm"
                  >
                    {fullName(student)}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{student.email}</Text>
              </Table.Td>
              {/* Short codes read as one word: "10B-01", never "10B-" over "01". */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{student.class ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{student.rollNo ?? '—'}</Table.Td>
              <Table.Td>
                <StudentPerformance value={student.averagePerformance} />
              </Table.Td>
              <Table.Td>
                <StudentActiveSwitch student={student} {...handlers} />
              </Table.Td>
              <Table.Td>
                <StudentActionButtons student={student} {...handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Rows sized like the table's, shown while it loads. */
export function StudentsTableSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return <TableSkeleton columns={COLUMNS.map((column) => t(column))} rows={rows} minWidth={860} />;
}
