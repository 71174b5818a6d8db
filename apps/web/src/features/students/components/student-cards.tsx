import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Student } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';
import {
  StudentActionMenu,
  StudentActiveSwitch,
  type StudentActionHandlers,
} from './student-actions';
import { StudentPerformance } from './student-performance';

type StudentCardsProps = StudentActionHandlers & { students: Student[] };

/** Phone (below 768px) list of students. */
export function StudentCards({ students, ...handlers }: StudentCardsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {students.map((student) => (
        <Card key={student.id} component="li" withBorder padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <UserAvatar name={fullName(student)} photoUrl={student.photoUrl} size="sm" />
              <Stack gap={2} miw={0}>
                <Text component={Link} to={paths.student(student.id)} c="inherit" fw={600} truncate>
                  {fullName(student)}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {student.email}
                </Text>
              </Stack>
            </Group>
            <StudentPerformance value={student.averagePerformance} />
          </Group>
          <SimpleGrid cols={2} spacing="xs" mt="sm">
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('Class:')}{' '}
              </Text>
              {student.class ?? '—'}
            </Text>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('Roll No:')}{' '}
              </Text>
              {student.rollNo ?? '—'}
            </Text>
          </SimpleGrid>
          <Group justify="space-between" mt="sm" wrap="nowrap">
            <StudentActiveSwitch student={student} {...handlers} />
            <StudentActionMenu student={student} {...handlers} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function StudentCardsSkeleton({ count }: { count: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={146} radius="md" />
      ))}
    </Stack>
  );
}
