import { apiRoutes } from '@markwise/contract';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { userStore } from '@/lib/user-store';
import { requestsTo, startFakeApi, serverError } from '@/test/fake-api';
import { buildProfile } from '@/test/fixtures';
import type { TestServer } from '@/test/test-server';
import { bootstrapSession } from './bootstrap-session';

let server: TestServer | undefined;

describe('bootstrapSession', () => {
  it('fetches the profile when a token and the logged-in flag exist but no profile', async () => {
    const profile = buildProfile({ firstName: 'Fetched' });
    server = await startFakeApi({
      [`GET ${apiRoutes.auth.profile}`]: () => ({ status: 200, body: { data: profile } }),
    });
    storage.setAuthToken('tok');
    storage.setIsLoggedIn(true);

    const done = bootstrapSession();
    expect(userStore.getState().isLoading).toBe(true);
    await done;

    expect(requestsTo(server, 'GET', apiRoutes.auth.profile)[0]?.headers.authorization).toBe(
      'Bearer tok',
    );
    expect(storage.getProfile()).toEqual(profile);
    expect(userStore.getState()).toEqual({
      user: profile,
      isAuthenticated: true,
      isLoading: false,
    });
  });

  it('does nothing when the profile is already stored', async () => {
    server = await startFakeApi({});
    storage.setAuthToken('tok');
    storage.setIsLoggedIn(true);
    storage.setProfile(buildProfile());

    await bootstrapSession();

    expect(server.requests).toHaveLength(0);
  });

  it('only logs a failed profile fetch and ends loading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await startFakeApi({
      [`GET ${apiRoutes.auth.profile}`]: () => serverError(),
    });
    storage.setAuthToken('tok');
    storage.setIsLoggedIn(true);

    await bootstrapSession();

    expect(log).toHaveBeenCalledWith('Failed to fetch user profile', expect.anything());
    expect(userStore.getState()).toEqual({ user: null, isAuthenticated: false, isLoading: false });
  });
});
