import { Button, Center, EmptyState, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Subject } from '@markwise/contract';
import { IconAlertTriangle, IconBook2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SubjectActionHandlers } from './subject-actions';
import { SubjectCards } from './subject-cards';
import { SubjectsTable } from './subjects-table';

/** Below 768px, the mobile breakpoint, the table becomes cards. */
const PHONE_QUERY = '(max-width: 47.99em)';

type SubjectsContentProps = SubjectActionHandlers & {
  examId: string;
  state: 'pending' | 'error' | 'success';
  subjects: Subject[] | undefined;
};

/** The loading, error, empty and data states of the subjects list. */
export function SubjectsContent({ examId, state, subjects, ...handlers }: SubjectsContentProps) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  if (state === 'pending') {
    return (
      <Center mih={240} role="status" aria-live="polite">
        <Loader aria-label="Loading subjects" />
      </Center>
    );
  }
  if (state === 'error' || !subjects) {
    return (
      <EmptyState
        mt="xl"
        variant="light"
        color="red"
        icon={<IconAlertTriangle size={28} aria-hidden />}
      >
        <EmptyState.Title order={2}>Error Loading Subjects</EmptyState.Title>
        <EmptyState.Description>
          There was a problem loading the subjects. Please try again later.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.exams}>
            Return to Exams
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  if (subjects.length === 0) {
    return (
      <EmptyState mt="xl" withIndicatorBackground icon={<IconBook2 size={28} aria-hidden />}>
        <EmptyState.Title order={2}>No subjects found</EmptyState.Title>
        <EmptyState.Description>
          This course doesn&apos;t have any subjects yet. Add your first subject to get started.
        </EmptyState.Description>
      </EmptyState>
    );
  }
  return isPhone ? (
    <SubjectCards subjects={subjects} examId={examId} {...handlers} />
  ) : (
    <SubjectsTable subjects={subjects} examId={examId} {...handlers} />
  );
}
