import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

export function ReportDetailsRoute() {
  return (
    <PageHeader
      title="Report Details"
      actions={
        <Button
          component={Link}
          to={paths.studentReports}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Reports
        </Button>
      }
    />
  );
}
