import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type ProfileResponse, type UserProfile } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<UserProfile> {
  return unwrapData(apiClient.get<ProfileResponse>(apiRoutes.auth.profile, { signal }));
}

export const profileQueryOptions = queryOptions({
  queryKey: authKeys.profile(),
  queryFn: ({ signal }) => getProfile({ signal }),
});

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions, enabled });
}
