import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type LogoutRequest } from '@markwise/contract';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { appConfigKeys } from '@/lib/app-config';
import { endSession } from '@/lib/auth-session';
import { showToast } from '@/lib/notify';
import { storage } from '@/lib/storage';
import { i18n } from '@/i18n/i18n';

/** Revokes the refresh token server-side; the local session ends whatever the answer. */
export async function logout(): Promise<void> {
  const refreshToken = storage.getRefreshToken();
  const body: LogoutRequest = refreshToken ? { refreshToken } : {};
  try {
    await apiClient.post<unknown>(apiRoutes.auth.logout, body, { skipAuthRefresh: true });
  } catch {
    // The server may be down or the token already gone: logging out locally still has to work.
  } finally {
    endSession();
  }
}

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Nothing of the previous user may be served from cache to the next one.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== appConfigKeys.all[0],
      });
      showToast({
        title: i18n.t('Logged out'),
        message: i18n.t('You have been successfully logged out.'),
        kind: 'success',
      });
      void navigate(paths.landing, { replace: true });
    },
  });
}
