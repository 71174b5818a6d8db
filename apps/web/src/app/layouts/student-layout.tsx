import { Box, Button, Container, Group, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChartBar,
  IconClipboardText,
  IconLayoutDashboard,
  IconLogout,
} from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ColorSchemeToggle } from '@/components/color-scheme-controls';
import { LanguagePicker } from '@/components/language-picker';
import { paths } from '@/config/paths';
import { LogoutDialog } from '@/features/auth/components/logout-dialog';
import { useSaveLanguage } from '@/features/settings/api/save-language';
import { UserAvatar } from '@/components/user-avatar';
import { useCurrentUser } from '@/lib/user-store';
import { msg, useTranslation } from '@/i18n/i18n';

const TABS = [
  { label: msg('Dashboard'), to: paths.studentPortal, icon: IconLayoutDashboard },
  { label: msg('Exams'), to: paths.studentExams, icon: IconClipboardText },
  { label: msg('Reports'), to: paths.studentReports, icon: IconChartBar },
] as const;

/**
 * The tab whose path is the longest prefix of the current one; report details count as Reports,
 * an exam being taken as Exams.
 */
function activeTab(pathname: string): string | null {
  if (pathname.startsWith('/reports/')) return paths.studentReports;
  if (pathname.startsWith(`${paths.studentPortal}/attempts/`)) return paths.studentExams;
  const match = [...TABS]
    .sort((a, b) => b.to.length - a.to.length)
    .find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return match?.to ?? null;
}

export function StudentLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [logoutOpened, logoutHandlers] = useDisclosure(false);
  const saveLanguage = useSaveLanguage(user);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Box
        component="header"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg" py="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2} miw={0}>
              {/* The screen below owns the page's h1; this is the portal's banner. */}
              <Text component="p" fw={700} fz={{ base: 'xl', sm: 26 }} lh={1.2}>
                {t('Student Portal')}
              </Text>
              <Group gap={6} wrap="nowrap">
                <UserAvatar name={fullName} photoUrl={user?.photoUrl} size="sm" />
                <Text c="dimmed" size="sm" truncate>
                  {t('Welcome, {{name}}', { name: fullName })}
                </Text>
              </Group>
            </Stack>
            <Group gap="sm" wrap="nowrap">
              <LanguagePicker onChange={saveLanguage} w={120} />
              <ColorSchemeToggle />
              <Button
                variant="default"
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={logoutHandlers.open}
              >
                {t('Logout')}
              </Button>
            </Group>
          </Group>
        </Container>
        <Container size="lg">
          <Tabs
            value={activeTab(pathname)}
            onChange={(value) => {
              if (value) void navigate(value);
            }}
            variant="default"
            activateTabWithKeyboard={false}
          >
            <Tabs.List aria-label={t('Student portal sections')} style={{ flexWrap: 'nowrap' }}>
              {TABS.map(({ label, to, icon: TabIcon }) => (
                <Tabs.Tab key={to} value={to} leftSection={<TabIcon size={16} aria-hidden />}>
                  {t(label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </Container>
      </Box>
      <Container size="lg" py="lg" component="main">
        <Outlet />
      </Container>
      <LogoutDialog opened={logoutOpened} onClose={logoutHandlers.close} />
    </Box>
  );
}
