import { Button, type ButtonProps } from '@mantine/core';
import { IconLayoutDashboard, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { homePathFor } from '@/lib/auth-session';
import { useCurrentUser } from '@/lib/user-store';
import { useTranslation } from '@/i18n/i18n';

/**
 * 'Login' for a visitor; someone already signed in goes back to their own home instead. The page
 * is prerendered for visitors, so the signed-in label waits for hydration to match that HTML.
 */
export function AccountButton(props: ButtonProps) {
  const { t } = useTranslation();
  const hydrated = useIsHydrated();
  const user = useCurrentUser();
  const home = hydrated ? homePathFor(user?.role) : null;
  if (home) {
    return (
      <Button
        component={Link}
        to={home}
        leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        {...props}
      >
        {user?.role === 'STUDENT' ? t('My portal') : t('Dashboard')}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={paths.login}
      leftSection={<IconLogin size={18} aria-hidden />}
      {...props}
    >
      {t('Login')}
    </Button>
  );
}
