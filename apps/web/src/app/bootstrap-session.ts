import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { queryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { userStore } from '@/lib/user-store';

/**
 * A session whose profile is missing (an older client stored only the tokens) fetches it once
 * before the guards decide (GET /auth/profile). Loading is set synchronously so
 * the first render shows a loader instead of redirecting.
 */
export function bootstrapSession(): Promise<void> {
  const needsProfile =
    storage.getAuthToken() !== null && storage.getIsLoggedIn() && storage.getProfile() === null;
  if (!needsProfile) return Promise.resolve();

  userStore.setLoading(true);
  return queryClient
    .fetchQuery({ ...profileQueryOptions, staleTime: 0 })
    .then((profile) => {
      storage.setProfile(profile);
      userStore.setUser(profile);
    })
    .catch((error: unknown) => {
      // A failed profile fetch is only logged.
      console.error('Failed to fetch user profile', error);
      userStore.setLoading(false);
    });
}
