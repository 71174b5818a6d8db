import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle, IconFileOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';

export function AttemptLoading() {
  return <PageLoader label="Loading exam" />;
}

export function AttemptNotFound() {
  return (
    <EmptyState mt="xl" withIndicatorBackground icon={<IconFileOff size={28} aria-hidden />}>
      <EmptyState.Title order={1}>Exam not found</EmptyState.Title>
      <EmptyState.Description>
        This exam does not exist or is not yours. Start it again from your exams.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.studentExams}>
          Back to exams
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function AttemptError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <EmptyState
      mt="xl"
      variant="light"
      color="red"
      withIndicatorBackground
      icon={<IconAlertTriangle size={28} aria-hidden />}
    >
      <EmptyState.Title order={1}>Error Loading Exam</EmptyState.Title>
      <EmptyState.Description>
        There was a problem loading your exam. Your saved answers are safe. Please try again.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
