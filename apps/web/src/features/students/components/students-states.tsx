import { Button } from '@mantine/core';
import { IconUsers, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { ListEmpty } from '@/components/list-empty';
import { RetryAlert } from '@/components/retry-alert';

export function StudentsEmpty({ filtered, onAdd }: { filtered: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  return filtered ? (
    <ListEmpty
      icon={IconUserSearch}
      title={t('No students found')}
      description={t(
        'No student matches your search or class filter. Try another search or class.',
      )}
    />
  ) : (
    <ListEmpty
      icon={IconUsers}
      title={t('No students yet')}
      description={t('Add your first student so they can sign in and attempt exams.')}
      action={<Button onClick={onAdd}>{t('Add Student')}</Button>}
    />
  );
}

export function StudentsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <RetryAlert title={t('Error Loading Students')} onRetry={onRetry} retrying={retrying}>
      {t('There was a problem loading the students. Please try again.')}
    </RetryAlert>
  );
}
