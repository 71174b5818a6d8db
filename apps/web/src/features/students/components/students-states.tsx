import { Button, EmptyState } from '@mantine/core';
import { IconUsers, IconUserSearch } from '@tabler/icons-react';
import { RetryAlert } from '@/components/retry-alert';

export function StudentsEmpty({ filtered, onAdd }: { filtered: boolean; onAdd: () => void }) {
  return filtered ? (
    <EmptyState
      py="xl"
      icon={<IconUserSearch size={32} aria-hidden />}
      title="No students found"
      description="No student matches your search or class filter. Try another search or class."
    />
  ) : (
    <EmptyState
      py="xl"
      icon={<IconUsers size={32} aria-hidden />}
      title="No students yet"
      description="Add your first student so they can sign in and attempt exams."
    >
      <EmptyState.Actions>
        <Button onClick={onAdd}>Add Student</Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function StudentsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <RetryAlert title="Error Loading Students" onRetry={onRetry} retrying={retrying}>
      There was a problem loading the students. Please try again.
    </RetryAlert>
  );
}
