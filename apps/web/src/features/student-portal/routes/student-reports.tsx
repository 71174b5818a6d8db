import { PageHeader } from '@/components/page-header';

export function StudentReportsRoute() {
  return <PageHeader title="Your Exam Reports" subtitle="Results of the exams you have taken." />;
}
