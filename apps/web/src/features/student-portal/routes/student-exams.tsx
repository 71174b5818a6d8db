import { PageHeader } from '@/components/page-header';

export function StudentExamsRoute() {
  return (
    <PageHeader
      title="Access Your Reports"
      subtitle="Enter your phone number or email to find your exam reports."
    />
  );
}
