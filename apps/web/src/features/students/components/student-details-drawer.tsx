import { Badge, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
  return (
    <Drawer
      opened={student !== null}
      onClose={onClose}
      position="right"
      title={student ? fullName(student) : 'Student'}
      closeButtonProps={{ 'aria-label': 'Close student details' }}
    >
      {student ? (
        <Stack gap="sm">
          <Detail label="Email">{student.email}</Detail>
          <Detail label="Mobile">{student.mobile ?? '—'}</Detail>
          <Detail label="Class">{student.class ?? '—'}</Detail>
          <Detail label="Roll No">{student.rollNo ?? '—'}</Detail>
          <Detail label="Status">
            <Badge color={student.isActive ? 'green' : 'gray'} variant="light">
              {student.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Detail>
          <Detail label="Average performance">
            <StudentPerformance value={student.averagePerformance} />
          </Detail>
          <Detail label="Evaluated exams">{student.completedExams}</Detail>
        </Stack>
      ) : null}
    </Drawer>
  );
}
