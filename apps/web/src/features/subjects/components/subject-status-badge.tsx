import { Badge } from '@mantine/core';

export function SubjectStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
