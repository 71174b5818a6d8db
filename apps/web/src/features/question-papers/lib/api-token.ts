import { STORAGE_KEYS, storage } from '@/lib/storage';

/** The API-token dialog's store: the pasted bearer becomes the stored auth token. */
export const apiToken = {
  has: (): boolean => storage.getAuthToken() !== null,
  save: (token: string): void => storage.setAuthToken(token.trim()),
  clear: (): void => {
    // storage has no single-key removal for the access token; the key is the one it reads.
    window.localStorage.removeItem(STORAGE_KEYS.authToken);
  },
};
