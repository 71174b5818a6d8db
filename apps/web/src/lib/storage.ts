import type { UserProfile } from '@markwise/contract';

/** Browser storage keys of the session; every value is stored JSON-encoded. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  refreshToken: 'refresh_token',
  userProfile: 'user_profile',
  isLoggedIn: 'is_logged_in',
} as const;

/** Written by an earlier client; removed on logout so nothing stale survives. */
const LEGACY_USER_KEY = 'user';

/** Mantine's color scheme manager owns this key (see app/provider.tsx). */
export const THEME_STORAGE_KEY = 'ui-forge-theme';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function readJson(key: StorageKey): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    // Unparsable or inaccessible storage reads as "nothing stored".
    return null;
  }
}

function writeJson(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not write ${key} to local storage.`, error);
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

function readString(key: StorageKey): string | null {
  const value = readJson(key);
  return typeof value === 'string' && value !== '' ? value : null;
}

export const storage = {
  getAuthToken: (): string | null => readString(STORAGE_KEYS.authToken),
  setAuthToken: (token: string): void => writeJson(STORAGE_KEYS.authToken, token),

  getRefreshToken: (): string | null => readString(STORAGE_KEYS.refreshToken),
  setRefreshToken: (token: string): void => writeJson(STORAGE_KEYS.refreshToken, token),

  /**
   * The stored profile is trusted only as far as being an object: the guards decide what an
   * unexpected role means (an unknown role is sent to /unauthorized).
   */
  getProfile: (): UserProfile | null => {
    const value = readJson(STORAGE_KEYS.userProfile);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return value as UserProfile;
  },
  setProfile: (profile: UserProfile): void => writeJson(STORAGE_KEYS.userProfile, profile),

  getIsLoggedIn: (): boolean => readJson(STORAGE_KEYS.isLoggedIn) === true,
  setIsLoggedIn: (value: boolean): void => writeJson(STORAGE_KEYS.isLoggedIn, value),

  /** What a failed refresh clears: the credentials and the profile. */
  clearCredentials: (): void => {
    remove(STORAGE_KEYS.authToken);
    remove(STORAGE_KEYS.refreshToken);
    remove(STORAGE_KEYS.userProfile);
  },

  /** What logout clears: every auth key plus the legacy 'user' entry. */
  clear: (): void => {
    for (const key of Object.values(STORAGE_KEYS)) remove(key);
    remove(LEGACY_USER_KEY);
  },
};
