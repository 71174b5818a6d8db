import { PageHeader } from '@/components/page-header';
import { PerformanceCharts } from '../components/performance-charts';
import { StatCards } from '../components/stat-cards';

export function DashboardRoute() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Here's what's happening with your classes today." />
      <StatCards />
      <PerformanceCharts />
    </>
  );
}
