import { Button, Paper } from '@mantine/core';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';

/** The API answers 404 for a session that does not exist and for another student's. */
export function ReportNotFound() {
  return (
    <Paper withBorder radius="md" p="xl">
      <StatePanel
        icon={IconFileOff}
        title="Report not found"
        scale="page"
        action={
          <Button
            component={Link}
            to={paths.studentReports}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to Reports
          </Button>
        }
      >
        This report does not exist, or it is not one of yours. Your own reports are listed on the
        Reports page.
      </StatePanel>
    </Paper>
  );
}
