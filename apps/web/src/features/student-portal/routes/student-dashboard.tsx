import { PageHeader } from '@/components/page-header';

export function StudentDashboardRoute() {
  return <PageHeader title="Dashboard" subtitle="Your exams and results at a glance." />;
}
