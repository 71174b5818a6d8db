import type { LoginResponse, Role } from '@markwise/contract';
import { paths } from '@/config/paths';
import { storage } from './storage';
import { userStore } from './user-store';

/** Stores what login and refresh answer with and puts the user in state. */
export function saveSession(session: LoginResponse): void {
  storage.setAuthToken(session.token);
  storage.setRefreshToken(session.refreshToken);
  storage.setProfile(session.data);
  storage.setIsLoggedIn(true);
  userStore.setUser(session.data);
}

/** Logout: everything of the session goes, including the legacy 'user' entry. */
export function endSession(): void {
  storage.clear();
  userStore.clearUser();
}

/** A refresh that cannot happen or failed: the credentials and the profile go. */
export function expireSession(): void {
  storage.clearCredentials();
  userStore.clearUser();
}

/** Where each role lands after login and from the Access Denied screen. */
export const HOME_BY_ROLE: Record<Role, string> = {
  ADMIN: paths.exams,
  STUDENT: paths.studentPortal,
};

export function homePathFor(role: string | undefined): string | null {
  if (role === 'ADMIN' || role === 'STUDENT') return HOME_BY_ROLE[role];
  return null;
}
