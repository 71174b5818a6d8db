import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LevelUser } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';
import { MarksObtained, StatusBadge } from './user-cells';
import { UserActions, type UserActionHandlers } from './user-actions';

type LevelUserCardsProps = UserActionHandlers & { users: LevelUser[] };

/** The table's columns as one card per student, for narrow screens. */
export function LevelUserCards({ users, ...handlers }: LevelUserCardsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Paper component="li" key={user._id} withBorder radius="md" p="md">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={paths.student(user._id)} fw={600}>
                  {fullName(user)}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </Stack>
              <StatusBadge user={user} />
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <div>
                <Text size="xs" c="dimmed">
                  {t('Attempts')}
                </Text>
                <Text size="sm">{user.level_progress.attempts}</Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('Marks Obtained')}
                </Text>
                <MarksObtained user={user} />
              </div>
            </SimpleGrid>
            <UserActions user={user} {...handlers} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
