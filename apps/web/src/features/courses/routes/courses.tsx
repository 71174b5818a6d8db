import { PageHeader } from '@/components/page-header';

export function CoursesRoute() {
  return <PageHeader title="Courses" subtitle="Create, manage, and track your courses." />;
}
