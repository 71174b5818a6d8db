import { Anchor, Table } from '@mantine/core';
import type { LevelUser } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';
import classes from './level-reports.module.css';
import { MarksObtained, StatusBadge } from './user-cells';
import { UserActions, type UserActionHandlers } from './user-actions';

type LevelUsersTableProps = UserActionHandlers & { users: LevelUser[] };

export function LevelUsersTable({ users, ...handlers }: LevelUsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Student Name')}</Table.Th>
            <Table.Th>{t('Email')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th>{t('Attempts')}</Table.Th>
            <Table.Th>{t('Marks Obtained')}</Table.Th>
            <Table.Th className={classes.noPrint}>{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user._id}>
              <Table.Td>
                <Anchor component={Link} to={paths.student(user._id)} size="sm" fw={500}>
                  {fullName(user)}
                </Anchor>
              </Table.Td>
              {/* Whole, never broken mid-address: the table scrolls sideways when narrow. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.email}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StatusBadge user={user} />
              </Table.Td>
              <Table.Td>{user.level_progress.attempts}</Table.Td>
              <Table.Td>
                <MarksObtained user={user} />
              </Table.Td>
              <Table.Td className={classes.noPrint}>
                <UserActions user={user} {...handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
