import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type ProfileResponse, type UserProfile } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<UserProfile> {
  const response = await apiClient.get<ProfileResponse>(apiRoutes.auth.profile, { signal });
  return response.data;
}

export const profileQueryOptions = queryOptions({
  queryKey: authKeys.profile(),
  queryFn: ({ signal }) => getProfile({ signal }),
});

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions, enabled });
}
