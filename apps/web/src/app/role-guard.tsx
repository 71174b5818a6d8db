import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { accessRedirect, type Area } from '@/lib/access';
import { useCurrentUser, useUserState } from '@/lib/user-store';
import { useTranslation } from '@/i18n/i18n';

/** Guards a group of routes; renders them through an Outlet when the user may enter. */
export function RoleGuard({ area }: { area: Area }) {
  const { t } = useTranslation();
  const { isLoading } = useUserState();
  const user = useCurrentUser();

  if (!user && isLoading) return <PageLoader label={t('Checking your session')} />;

  const redirect = accessRedirect(user, area);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
