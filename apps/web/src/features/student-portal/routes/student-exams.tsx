import { Divider } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { AvailableLevels } from '../components/available-levels';

export function StudentExamsRoute() {
  return (
    <>
      <PageHeader
        title="Exams"
        subtitle="Start an exam, or find the reports of the ones you took."
      />
      <AvailableLevels />
      <Divider my="xl" />
      {/* The 'Access Your Reports' form goes here. */}
    </>
  );
}
