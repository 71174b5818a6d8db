import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import { AppBrand } from '@/components/app-brand';
import { paths } from '@/config/paths';
import { homePathFor } from '@/lib/auth-session';
import { useCurrentUser } from '@/lib/user-store';
import { LoginForm } from '../components/login-form';
import { useTranslation } from '@/i18n/i18n';
import { LanguagePicker } from '@/components/language-picker';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const home = homePathFor(user?.role);

  // Someone already logged in has nothing to do here.
  if (home) return <Navigate to={home} replace />;

  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Group justify="flex-end" mb={-16}>
            <LanguagePicker />
          </Group>
          <Stack gap="xs" align="center" ta="center">
            <AppBrand size="lg" />
            <Title order={1} fz="h2" mt="sm">
              {t('Welcome back')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('Sign in with your email and password.')}
            </Text>
          </Stack>
          <LoginForm
            onLoggedIn={(session) => {
              void navigate(homePathFor(session.data.role) ?? paths.unauthorized, {
                replace: true,
              });
            }}
          />
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.landing}>
              {t('Back to home')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
