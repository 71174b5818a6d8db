import { Box, Button, Group } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { useNavigate } from 'react-router';
import { AppBrand } from '@/components/app-brand';
import { ColorSchemeToggle } from '@/components/color-scheme-controls';
import { paths } from '@/config/paths';
import { homePathFor } from '@/lib/auth-session';
import { useCurrentUser } from '@/lib/user-store';
import { BackButton } from '@/components/back-button';

/** React Router keeps the position in its history stack under `idx` of history.state. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

/** The page stands outside the admin layout: its own brand, Back and Home. */
export function PapersTopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const home = homePathFor(user?.role) ?? paths.landing;
  // Opened directly (no earlier page of the app), Back goes home rather than off the site.
  const goBack = () => (canGoBack() ? void navigate(-1) : void navigate(home));

  return (
    <Group justify="space-between" py="sm" wrap="nowrap" component="header">
      <Box visibleFrom="xs">
        <AppBrand />
      </Box>
      <Box hiddenFrom="xs">
        <AppBrand compact />
      </Box>
      <Group gap="xs" wrap="nowrap">
        <BackButton onClick={goBack}>{t('Back')}</BackButton>
        <Button
          variant="default"
          onClick={() => void navigate(home)}
          leftSection={<IconHome size={16} aria-hidden />}
        >
          {t('Home')}
        </Button>
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
