import { Badge, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { Student } from '@markwise/contract';
import { fullName } from '@/lib/format';
import { StudentPerformance } from './student-performance';

type StudentDetailsDrawerProps = {
  student: Student | null;
  onClose: () => void;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text size="sm" component="div" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** A student's details, read-only. */
export function StudentDetailsDrawer({ student, onClose }: StudentDetailsDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={student !== null}
      onClose={onClose}
      position="right"
      title={student ? fullName(student) : t('Student')}
      closeButtonProps={{ 'aria-label': t('Close student details') }}
    >
      {student ? (
        <Stack gap="sm">
          <Detail label={t('Email')}>{student.email}</Detail>
          <Detail label={t('Mobile')}>{student.mobile ?? '—'}</Detail>
          <Detail label={t('Class')}>{student.class ?? '—'}</Detail>
          <Detail label={t('Roll No')}>{student.rollNo ?? '—'}</Detail>
          <Detail label={t('Status')}>
            <Badge color={student.isActive ? 'green' : 'gray'} variant="light">
              {student.isActive ? t('Active') : t('Inactive')}
            </Badge>
          </Detail>
          <Detail label={t('Average performance')}>
            <StudentPerformance value={student.averagePerformance} />
          </Detail>
          <Detail label={t('Evaluated exams')}>{student.completedExams}</Detail>
        </Stack>
      ) : null}
    </Drawer>
  );
}
