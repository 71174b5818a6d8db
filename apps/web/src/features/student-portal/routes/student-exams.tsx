import { Divider } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';
import { PageHeader } from '@/components/page-header';
import { AvailableLevels } from '../components/available-levels';
import { ReportLookupForm } from '../components/report-lookup-form';

export function StudentExamsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Exams')}
        subtitle={t('Start an exam, or find the reports of the ones you took.')}
      />
      <AvailableLevels />
      <Divider my="xl" />
      <ReportLookupForm />
    </>
  );
}
