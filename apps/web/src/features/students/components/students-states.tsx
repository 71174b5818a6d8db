import { Button } from '@mantine/core';
import { IconUsers, IconUserSearch } from '@tabler/icons-react';
import { ListEmpty } from '@/components/list-empty';
import { RetryAlert } from '@/components/retry-alert';

export function StudentsEmpty({ filtered, onAdd }: { filtered: boolean; onAdd: () => void }) {
  return filtered ? (
    <ListEmpty
      icon={IconUserSearch}
      title="No students found"
      description="No student matches your search or class filter. Try another search or class."
    />
  ) : (
    <ListEmpty
      icon={IconUsers}
      title="No students yet"
      description="Add your first student so they can sign in and attempt exams."
      action={<Button onClick={onAdd}>Add Student</Button>}
    />
  );
}

export function StudentsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <RetryAlert title="Error Loading Students" onRetry={onRetry} retrying={retrying}>
      There was a problem loading the students. Please try again.
    </RetryAlert>
  );
}
