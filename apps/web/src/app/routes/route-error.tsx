import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '@/i18n/i18n';

/** Shown when a screen throws or its code cannot be loaded (for example after a new release). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" ta="center" maw={480}>
        <Title order={1} fz="h2">
          {t('Something went wrong')}
        </Title>
        <Text c="dimmed">
          {t('This page could not be displayed. Reloading usually helps.')}
          {detail ? ` (${detail})` : null}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('Reload page')}</Button>
      </Stack>
    </Center>
  );
}
