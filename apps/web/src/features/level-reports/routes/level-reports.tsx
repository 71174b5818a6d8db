import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';

export function LevelReportsRoute() {
  const navigate = useNavigate();
  return (
    <PageHeader
      title="Level Reports"
      actions={
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => void navigate(-1)}
        >
          Back to Journey
        </Button>
      }
    />
  );
}
