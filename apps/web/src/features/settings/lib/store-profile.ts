import type { UserProfile } from '@markwise/contract';
import { storage } from '@/lib/storage';
import { userStore } from '@/lib/user-store';

/** Keeps the stored profile and the user state in step with what the server answered. */
export function storeProfile(profile: UserProfile): void {
  storage.setProfile(profile);
  userStore.setUser(profile);
}
