import { Divider } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { AvailableLevels } from '../components/available-levels';
import { ReportLookupForm } from '../components/report-lookup-form';

export function StudentExamsRoute() {
  return (
    <>
      <PageHeader
        title="Exams"
        subtitle="Start an exam, or find the reports of the ones you took."
      />
      <AvailableLevels />
      <Divider my="xl" />
      <ReportLookupForm />
    </>
  );
}
