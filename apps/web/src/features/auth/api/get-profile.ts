import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type ProfileResponse } from '@markwise/contract';
import { dataQueryOptions } from '@/lib/api/data-query';
import { authKeys } from './auth-keys';

export const profileQueryOptions = dataQueryOptions<ProfileResponse>({
  queryKey: authKeys.profile(),
  path: apiRoutes.auth.profile,
});

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions, enabled });
}
