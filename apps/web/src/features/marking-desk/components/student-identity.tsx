import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';

type StudentIdentityProps = {
  student: { name: string; email: string };
  /** Anonymous marking: the name shows only once the teacher asks. */
  revealed: boolean;
  onReveal: () => void;
  /** The key that reveals it, when the desk's keyboard does. */
  shortcut?: string;
};

/** Who wrote the answer, hidden while the teacher marks unless they ask. */
export function StudentIdentity({ student, revealed, onReveal, shortcut }: StudentIdentityProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="space-between">
      {revealed ? (
        <Text fw={600}>
          {student.name}{' '}
          <Text span c="dimmed" size="sm">
            {student.email}
          </Text>
        </Text>
      ) : (
        <>
          <Text c="dimmed">{t('Student hidden while you mark')}</Text>
          <Button variant="subtle" size="compact-sm" onClick={onReveal}>
            {shortcut ? t('Show name ({{key}})', { key: shortcut }) : t('Show name')}
          </Button>
        </>
      )}
    </Group>
  );
}
