import type { UserProfile } from '@markwise/contract';
import { saveSession } from '@/lib/auth-session';
import { buildSession } from './fixtures';

/** Stores a session the way a login does (tokens, profile, user store); the test's user is signed in. */
export function signIn(overrides: Partial<UserProfile> = {}, tag = 'a') {
  const session = buildSession(overrides, tag);
  saveSession(session);
  return session;
}
