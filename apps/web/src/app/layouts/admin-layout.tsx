import { ActionIcon, AppShell, Box, Burger, Drawer, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { ColorSchemeSwitch } from '@/components/color-scheme-controls';
import { LogoutDialog } from '@/features/auth/components/logout-dialog';
import { UserAvatar } from '@/components/user-avatar';
import { useCurrentUser } from '@/lib/user-store';
import { AdminNavbar } from './admin-navbar';
import { useTranslation } from '@/i18n/i18n';

const NAVBAR_WIDTH = 260;
const NAVBAR_COLLAPSED_WIDTH = 72;
/** Mantine's 'sm' breakpoint: 48em = 768px, where the mobile layout ends. */
const DESKTOP_QUERY = '(min-width: 48em)';

export function AdminLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [desktopCollapsed, desktopHandlers] = useDisclosure(false);
  // Below 768px the sidebar is a drawer that starts closed.
  const [drawerOpened, drawerHandlers] = useDisclosure(false);
  const [logoutOpened, logoutHandlers] = useDisclosure(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });

  const openLogout = () => {
    drawerHandlers.close();
    logoutHandlers.open();
  };

  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <AppShell
      layout="alt"
      header={{ height: 60 }}
      navbar={{
        width: desktopCollapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'sm',
        // The mobile sidebar lives in the Drawer below, so AppShell never shows it there.
        collapsed: { mobile: true, desktop: false },
      }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={drawerOpened}
              onClick={drawerHandlers.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? t('Close navigation') : t('Open navigation')}
              aria-expanded={drawerOpened}
              aria-controls="admin-navigation-drawer"
            />
            <Tooltip label={desktopCollapsed ? t('Expand sidebar') : t('Collapse sidebar')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                visibleFrom="sm"
                onClick={desktopHandlers.toggle}
                aria-label={desktopCollapsed ? t('Expand sidebar') : t('Collapse sidebar')}
                aria-expanded={!desktopCollapsed}
              >
                {desktopCollapsed ? (
                  <IconLayoutSidebarLeftExpand size={20} stroke={1.5} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} stroke={1.5} />
                )}
              </ActionIcon>
            </Tooltip>
            <UserAvatar name={fullName} photoUrl={user?.photoUrl} size="sm" />
            <Text fw={600} fz={{ base: 'sm', sm: 'md' }} truncate>
              {t('Welcome back, {{name}}!', { name: fullName })}
            </Text>
          </Group>
          <ColorSchemeSwitch />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar aria-label={t('Main navigation')} visibleFrom="sm">
        <AdminNavbar collapsed={desktopCollapsed} onLogout={openLogout} />
      </AppShell.Navbar>

      <Drawer.Root
        id="admin-navigation-drawer"
        opened={drawerOpened && !isDesktop}
        onClose={drawerHandlers.close}
        size={NAVBAR_WIDTH}
      >
        <Drawer.Overlay />
        <Drawer.Content aria-label={t('Navigation')}>
          <Box component="nav" aria-label={t('Main navigation')} h="100%">
            <AdminNavbar
              collapsed={false}
              onNavigate={drawerHandlers.close}
              onLogout={openLogout}
            />
          </Box>
        </Drawer.Content>
      </Drawer.Root>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>

      <LogoutDialog opened={logoutOpened} onClose={logoutHandlers.close} />
    </AppShell>
  );
}
