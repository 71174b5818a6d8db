import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppBrand } from '@/components/app-brand';
import { paths } from '@/config/paths';
import { useAppName } from '@/lib/app-config';

export function LandingRoute() {
  const appName = useAppName();
  return (
    <Box mih="100dvh">
      <Box
        component="header"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <AppBrand />
            <Button
              component={Link}
              to={paths.login}
              leftSection={<IconLogin size={18} aria-hidden />}
            >
              Login
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="md" py={{ base: 48, sm: 96 }} component="main">
        <Stack gap="lg" align="center" ta="center">
          <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
            Evaluate handwritten and typed answers with feedback students can act on
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            {appName} helps institutions run courses, learning journeys and exams, marks answers
            question by question and turns the results into clear reports for teachers and students.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
