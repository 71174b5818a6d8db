import { PageHeader } from '@/components/page-header';

export function StudentsRoute() {
  return <PageHeader title="Students" subtitle="The students of your institution." />;
}
