import { Button, Container } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

export function QuestionPapersRoute() {
  return (
    <Container size="lg" py="lg" component="main">
      <PageHeader
        title="Question Papers"
        subtitle="Browse question papers by year."
        actions={
          <Button
            component={Link}
            to={paths.landing}
            variant="default"
            leftSection={<IconHome size={16} aria-hidden />}
          >
            Home
          </Button>
        }
      />
    </Container>
  );
}
