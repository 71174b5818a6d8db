import { describe, expect, it } from 'vitest';
import { buildProfile } from '@/test/fixtures';
import { STORAGE_KEYS, storage } from './storage';

describe('storage', () => {
  it('stores every value JSON-encoded under its fixed key', () => {
    const profile = buildProfile();
    storage.setAuthToken('tok');
    storage.setRefreshToken('ref');
    storage.setProfile(profile);
    storage.setIsLoggedIn(true);

    expect(localStorage.getItem('auth_token')).toBe('"tok"');
    expect(localStorage.getItem('refresh_token')).toBe('"ref"');
    expect(localStorage.getItem('user_profile')).toBe(JSON.stringify(profile));
    expect(localStorage.getItem('is_logged_in')).toBe('true');

    expect(storage.getAuthToken()).toBe('tok');
    expect(storage.getRefreshToken()).toBe('ref');
    expect(storage.getProfile()).toEqual(profile);
    expect(storage.getIsLoggedIn()).toBe(true);
  });

  it('reads missing or unparsable values as nothing', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'not json');
    localStorage.setItem(STORAGE_KEYS.userProfile, '[1,2]');
    expect(storage.getAuthToken()).toBeNull();
    expect(storage.getRefreshToken()).toBeNull();
    expect(storage.getProfile()).toBeNull();
    expect(storage.getIsLoggedIn()).toBe(false);
  });

  it('clear removes every auth key and the legacy user entry', () => {
    storage.setAuthToken('tok');
    storage.setRefreshToken('ref');
    storage.setProfile(buildProfile());
    storage.setIsLoggedIn(true);
    localStorage.setItem('user', '{"name":"legacy"}');
    localStorage.setItem('ui-forge-theme', 'dark');

    storage.clear();

    for (const key of ['auth_token', 'refresh_token', 'user_profile', 'is_logged_in', 'user']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    // The theme is a device preference, not part of the session.
    expect(localStorage.getItem('ui-forge-theme')).toBe('dark');
  });

  it('clearCredentials removes the tokens and the profile only', () => {
    storage.setAuthToken('tok');
    storage.setRefreshToken('ref');
    storage.setProfile(buildProfile());
    storage.setIsLoggedIn(true);

    storage.clearCredentials();

    expect(storage.getAuthToken()).toBeNull();
    expect(storage.getRefreshToken()).toBeNull();
    expect(storage.getProfile()).toBeNull();
    expect(storage.getIsLoggedIn()).toBe(true);
  });
});
