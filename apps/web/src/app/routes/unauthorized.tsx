import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { homePathFor } from '@/lib/auth-session';
import { useCurrentUser } from '@/lib/user-store';
import { useTranslation } from '@/i18n/i18n';

export function UnauthorizedRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const target = homePathFor(user?.role) ?? paths.login;

  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('Access Denied')}
          </Title>
          <Text c="dimmed">
            {t(
              "You don't have permission to access this page. Please contact your administrator if you believe this is an error.",
            )}
          </Text>
          <Button component={Link} to={target} replace>
            {t('Go Back to Dashboard')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
