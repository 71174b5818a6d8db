import {
  Box,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Tooltip,
  useComputedColorScheme,
} from '@mantine/core';
import {
  IconBook2,
  IconFileText,
  IconLayoutDashboard,
  IconListCheck,
  IconLogout,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { AppBrand } from '@/components/app-brand';
import { paths } from '@/config/paths';
import classes from './admin-navbar.module.css';
import { msg, useTranslation } from '@/i18n/i18n';

type NavItem = { label: string; to: string; icon: Icon };

const NAV_ITEMS: NavItem[] = [
  { label: msg('Dashboard'), to: paths.dashboard, icon: IconLayoutDashboard },
  { label: msg('Courses'), to: paths.exams, icon: IconBook2 },
  { label: msg('Students'), to: paths.students, icon: IconUsers },
  { label: msg('Question Papers'), to: paths.questionPapers, icon: IconFileText },
  { label: msg('Evaluation Queue'), to: paths.evaluationQueue, icon: IconListCheck },
  { label: msg('Settings'), to: paths.settings, icon: IconSettings },
];

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

type AdminNavbarProps = {
  /** Icons only, names in tooltips (desktop sidebar collapsed). */
  collapsed: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
};

/** Sidebar content, shared by the desktop sidebar and the mobile drawer. */
export function AdminNavbar({ collapsed, onNavigate, onLogout }: AdminNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Mantine's default red fails WCAG AA contrast as text on both backgrounds; these shades pass.
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const logoutColor = scheme === 'dark' ? 'red.4' : 'red.9';
  const linkClasses = { root: classes.link, body: classes.body, section: classes.section };
  const collapsedProps = collapsed ? { 'data-collapsed': true } : {};

  const withTooltip = (label: string, element: ReactElement) =>
    collapsed ? (
      <Tooltip label={label} position="right" openDelay={700} key={label}>
        {element}
      </Tooltip>
    ) : (
      element
    );

  return (
    <Stack h="100%" gap={0}>
      <Group h={60} px="md" justify={collapsed ? 'center' : 'flex-start'} wrap="nowrap">
        <AppBrand compact={collapsed} />
      </Group>
      <ScrollArea style={{ flex: 1 }} px="xs">
        <Stack gap={4}>
          {NAV_ITEMS.map(({ label: key, to, icon: ItemIcon }) => {
            const label = t(key);
            const active = isActive(pathname, to);
            return withTooltip(
              label,
              <NavLink
                key={key}
                component={Link}
                to={to}
                label={collapsed ? null : label}
                aria-label={collapsed ? label : undefined}
                aria-current={active ? 'page' : undefined}
                active={active}
                leftSection={<ItemIcon size={20} stroke={1.5} aria-hidden />}
                onClick={onNavigate}
                variant="light"
                classNames={linkClasses}
                {...collapsedProps}
              />,
            );
          })}
        </Stack>
      </ScrollArea>
      <Box p="xs" className={classes.footer}>
        {withTooltip(
          t('Logout'),
          <NavLink
            component="button"
            type="button"
            label={collapsed ? null : t('Logout')}
            aria-label={collapsed ? t('Logout') : undefined}
            leftSection={<IconLogout size={20} stroke={1.5} aria-hidden />}
            onClick={onLogout}
            c={logoutColor}
            classNames={linkClasses}
            {...collapsedProps}
          />,
        )}
      </Box>
    </Stack>
  );
}
