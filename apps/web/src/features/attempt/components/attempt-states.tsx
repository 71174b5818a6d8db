import { Button } from '@mantine/core';
import { IconAlertTriangle, IconFileOff } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';

export function AttemptLoading() {
  const { t } = useTranslation();
  return <PageLoader label={t('Loading exam')} />;
}

export function AttemptNotFound() {
  const { t } = useTranslation();
  return (
    <StatePanel
      mt="xl"
      icon={IconFileOff}
      title={t('Exam not found')}
      titleOrder={1}
      action={
        <Button component={Link} to={paths.studentExams}>
          {t('Back to exams')}
        </Button>
      }
    >
      {t('This exam does not exist or is not yours. Start it again from your exams.')}
    </StatePanel>
  );
}

export function AttemptError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      mt="xl"
      failure
      icon={IconAlertTriangle}
      title={t('Error Loading Exam')}
      titleOrder={1}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {t('Try Again')}
        </Button>
      }
    >
      {t('There was a problem loading your exam. Your saved answers are safe. Please try again.')}
    </StatePanel>
  );
}
