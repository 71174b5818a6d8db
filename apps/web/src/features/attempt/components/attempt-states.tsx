import { Button } from '@mantine/core';
import { IconAlertTriangle, IconFileOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';

export function AttemptLoading() {
  return <PageLoader label="Loading exam" />;
}

export function AttemptNotFound() {
  return (
    <StatePanel
      mt="xl"
      icon={IconFileOff}
      title="Exam not found"
      titleOrder={1}
      action={
        <Button component={Link} to={paths.studentExams}>
          Back to exams
        </Button>
      }
    >
      This exam does not exist or is not yours. Start it again from your exams.
    </StatePanel>
  );
}

export function AttemptError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatePanel
      mt="xl"
      failure
      icon={IconAlertTriangle}
      title="Error Loading Exam"
      titleOrder={1}
      action={
        <Button onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      }
    >
      There was a problem loading your exam. Your saved answers are safe. Please try again.
    </StatePanel>
  );
}
