import { PageHeader } from '@/components/page-header';

export function AttemptRoute() {
  return <PageHeader title="Exam" />;
}
