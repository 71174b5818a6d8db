import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/i18n';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" ta="center" maw={480}>
        <Title order={1}>{t('404 Page Not Found')}</Title>
        <Text c="dimmed">
          {t('The page you are looking for does not exist or has been moved.')}
        </Text>
        <Button
          component={Link}
          to={paths.landing}
          leftSection={<IconHome size={18} aria-hidden />}
        >
          {t('Go Home')}
        </Button>
      </Stack>
    </Center>
  );
}
