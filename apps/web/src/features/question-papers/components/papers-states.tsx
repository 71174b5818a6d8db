import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFileOff, IconKey, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ListEmpty } from '@/components/list-empty';
import { RetryAlert } from '@/components/retry-alert';

export function PapersEmpty({ filtered }: { filtered: boolean }) {
  return (
    <ListEmpty
      icon={IconFileOff}
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
    <RetryAlert title="Error Loading Question Papers" onRetry={onRetry} retrying={retrying}>
      There was a problem loading the question papers. Please try again.
    </RetryAlert>
  );
}

/** A visitor sees the public past papers; their institution's papers need a login. */
export function PapersLoginPrompt({ onUseToken }: { onUseToken: () => void }) {
  return (
    <Alert
      variant="light"
      color="blue"
      mb="md"
      icon={<IconLogin size={18} aria-hidden />}
      title="Showing public past papers"
    >
      <Text size="sm" mb="sm">
        Sign in, or use an API token, to see your institution&apos;s papers.
      </Text>
      <Group gap="sm">
        <Button size="xs" component={Link} to={paths.login}>
          Sign In
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconKey size={14} aria-hidden />}
          onClick={onUseToken}
        >
          Use an API Token
        </Button>
      </Group>
    </Alert>
  );
}
