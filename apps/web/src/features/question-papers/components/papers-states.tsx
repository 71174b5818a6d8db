import { Alert, Button, EmptyState, Group } from '@mantine/core';
import { IconAlertCircle, IconFileOff, IconKey, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function PapersEmpty({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      py="xl"
      icon={<IconFileOff size={32} aria-hidden />}
      title="No question papers found"
      description={
        filtered
          ? 'No paper matches your search or year. Try another search or All Years.'
          : 'No question papers have been added yet.'
      }
    />
  );
}

export function PapersError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="red" title="Error Loading Question Papers" icon={<IconAlertCircle aria-hidden />}>
      There was a problem loading the question papers. Please try again.
      <div>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      </div>
    </Alert>
  );
}

/** The list needs a login (papers belong to an institution): ask for one instead of failing. */
export function PapersLoginPrompt({ onUseToken }: { onUseToken: () => void }) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      icon={<IconLogin size={32} aria-hidden />}
      title="Sign in to browse question papers"
      description="Question papers belong to your institution. Sign in, or use an API token, to see them."
    >
      <EmptyState.Actions>
        <Group gap="sm" justify="center">
          <Button component={Link} to={paths.login}>
            Sign In
          </Button>
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={onUseToken}
          >
            Use an API Token
          </Button>
        </Group>
      </EmptyState.Actions>
    </EmptyState>
  );
}
