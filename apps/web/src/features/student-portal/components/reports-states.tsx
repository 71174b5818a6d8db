import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconFileOff, IconLogin } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ListEmpty } from '@/components/list-empty';
import { RetryAlert } from '@/components/retry-alert';

export function ReportsEmpty() {
  const { t } = useTranslation();
  return (
    <ListEmpty
      icon={IconFileOff}
      title={t('No Reports Found')}
      description={t('You have not taken any exams yet. Your reports appear here once you do.')}
      action={
        <Button component={Link} to={paths.studentExams} variant="light">
          {t('Go to Exams')}
        </Button>
      }
    />
  );
}

type ReportsErrorProps = { message: string; onRetry: () => void; retrying: boolean };

/** 'Failed to load user data' (or why the sessions could not be read): a key from msg(). */
export function ReportsError({ message, onRetry, retrying }: ReportsErrorProps) {
  const { t } = useTranslation();
  return (
    <RetryAlert title={t(message)} onRetry={onRetry} retrying={retrying}>
      {t('Your exam reports could not be loaded. Please try again.')}
    </RetryAlert>
  );
}

/** Nobody is logged in (the session ended in another tab, or storage was cleared). */
export function ReportsNoUser() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {t('No user data found. Please login again.')}
      <div>
        <Button
          component={Link}
          to={paths.login}
          mt="sm"
          size="xs"
          variant="light"
          leftSection={<IconLogin size={14} aria-hidden />}
        >
          {t('Go to Login')}
        </Button>
      </div>
    </Alert>
  );
}
