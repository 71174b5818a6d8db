import { Paper } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { BackButton } from '@/components/back-button';

/** The API answers 404 for a session that does not exist and for another student's. */
export function ReportNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <StatePanel
        icon={IconFileOff}
        title={t('Report not found')}
        titleOrder={1}
        action={<BackButton to={paths.studentReports}>{t('Back to Reports')}</BackButton>}
      >
        {t(
          'This report does not exist, or it is not one of yours. Your own reports are listed on the Reports page.',
        )}
      </StatePanel>
    </Paper>
  );
}
