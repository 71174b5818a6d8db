import { PageHeader } from '@/components/page-header';

export function DashboardRoute() {
  return (
    <PageHeader title="Dashboard" subtitle="Here's what's happening with your classes today." />
  );
}
