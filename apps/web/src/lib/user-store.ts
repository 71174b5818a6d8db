import { useSyncExternalStore } from 'react';
import type { UserProfile } from '@markwise/contract';
import { storage } from './storage';

/** The client's user state: the user, whether authenticated, whether still loading. */
export type UserState = {
  user: UserProfile | null;
  isAuthenticated: boolean;
  isLoading: boolean;
};

type Listener = () => void;

export type UserStore = {
  getState: () => UserState;
  subscribe: (listener: Listener) => () => void;
  /** Stores the user, marks authenticated and ends loading. */
  setUser: (user: UserProfile) => void;
  /** Empties the user, marks unauthenticated and ends loading. */
  clearUser: () => void;
  /** Changes only the loading flag. */
  setLoading: (isLoading: boolean) => void;
};

export const INITIAL_USER_STATE: UserState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
};

export function createUserStore(initial: UserState = INITIAL_USER_STATE): UserStore {
  let state = initial;
  const listeners = new Set<Listener>();

  const setState = (next: UserState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser: (user) => setState({ user, isAuthenticated: true, isLoading: false }),
    clearUser: () => setState({ user: null, isAuthenticated: false, isLoading: false }),
    setLoading: (isLoading) => setState({ ...state, isLoading }),
  };
}

function initialStateFromStorage(): UserState {
  const user = typeof window === 'undefined' ? null : storage.getProfile();
  return user ? { user, isAuthenticated: true, isLoading: false } : INITIAL_USER_STATE;
}

/** The app's one user store, seeded from the stored profile so a reload keeps the session. */
export const userStore = createUserStore(initialStateFromStorage());

/** Reads the user state and re-renders on change. */
export function useUserState(): UserState {
  return useSyncExternalStore(userStore.subscribe, userStore.getState, userStore.getState);
}

/**
 * The current user for guards and screens: the state first, then the stored profile.
 */
export function useCurrentUser(): UserProfile | null {
  const { user } = useUserState();
  return user ?? storage.getProfile();
}
