import { PageHeader } from '@/components/page-header';

export function SettingsRoute() {
  return <PageHeader title="Settings" subtitle="Your profile and account." />;
}
