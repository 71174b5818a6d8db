import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { PapersTopBar } from '@/features/question-papers/components/papers-top-bar';
import { useCurrentUser } from '@/lib/user-store';
import { AdminLayout } from './admin-layout';

/**
 * Question papers are public. An admin reads them inside the admin area (its sidebar and header,
 * where the Question Papers link was clicked); everyone else on a page of its own with a brand,
 * Back and Home.
 */
export function PapersLayout() {
  const user = useCurrentUser();
  if (user?.role === 'ADMIN') return <AdminLayout />;
  return (
    <Container size="xl" pb="xl">
      <PapersTopBar />
      <Box component="main" pt="md">
        <Outlet />
      </Box>
    </Container>
  );
}
