import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

export function SubjectsRoute() {
  return (
    <PageHeader
      title="Subjects"
      subtitle="Manage all subjects for this course. Click 'Go to Journey' to view and edit the learning journey for each subject"
      actions={
        <Button
          component={Link}
          to={paths.exams}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Courses
        </Button>
      }
    />
  );
}
