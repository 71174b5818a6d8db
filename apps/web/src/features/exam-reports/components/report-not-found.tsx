import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The API answers 404 for a session that does not exist and for another student's. */
export function ReportNotFound() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconFileOff size={30} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Report not found
        </Title>
        <Text c="dimmed" maw={460}>
          This report does not exist, or it is not one of yours. Your own reports are listed on the
          Reports page.
        </Text>
        <Button
          component={Link}
          to={paths.studentReports}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Reports
        </Button>
      </Stack>
    </Paper>
  );
}
