import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '@/test/fixtures';
import { storage } from './storage';
import {
  INITIAL_USER_STATE,
  createUserStore,
  useCurrentUser,
  userStore,
  useUserState,
} from './user-store';

describe('user store', () => {
  it('starts with no user, unauthenticated and not loading', () => {
    expect(createUserStore().getState()).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
    });
    expect(INITIAL_USER_STATE.isAuthenticated).toBe(false);
  });

  it('setUser stores the user, authenticates and ends loading', () => {
    const store = createUserStore();
    const user = buildProfile();
    store.setLoading(true);
    store.setUser(user);
    expect(store.getState()).toEqual({ user, isAuthenticated: true, isLoading: false });
  });

  it('clearUser empties, unauthenticates and ends loading', () => {
    const store = createUserStore();
    store.setUser(buildProfile());
    store.setLoading(true);
    store.clearUser();
    expect(store.getState()).toEqual({ user: null, isAuthenticated: false, isLoading: false });
  });

  it('setLoading changes only the loading flag', () => {
    const store = createUserStore();
    const user = buildProfile();
    store.setUser(user);
    store.setLoading(true);
    expect(store.getState()).toEqual({ user, isAuthenticated: true, isLoading: true });
    store.setLoading(false);
    expect(store.getState()).toEqual({ user, isAuthenticated: true, isLoading: false });
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = createUserStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.setLoading(true);
    unsubscribe();
    store.setLoading(false);
    expect(calls).toBe(1);
  });

  it('re-renders components reading the shared store', () => {
    userStore.clearUser();
    const { result } = renderHook(() => useUserState());
    const user = buildProfile({ firstName: 'Katherine' });
    act(() => userStore.setUser(user));
    expect(result.current.user?.firstName).toBe('Katherine');
    act(() => userStore.clearUser());
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('useCurrentUser falls back to the stored profile', () => {
    userStore.clearUser();
    const stored = buildProfile({ firstName: 'Stored' });
    storage.setProfile(stored);
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current?.firstName).toBe('Stored');
  });
});
