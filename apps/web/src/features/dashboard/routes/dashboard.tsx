import { PageHeader } from '@/components/page-header';
import { PerformanceCharts } from '../components/performance-charts';
import { StatCards } from '../components/stat-cards';
import { useTranslation } from '@/i18n/i18n';

export function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Dashboard')}
        subtitle={t("Here's what's happening with your classes today.")}
      />
      <StatCards />
      <PerformanceCharts />
    </>
  );
}
