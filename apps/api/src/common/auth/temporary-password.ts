import { randomInt } from 'node:crypto';

/** No 0/O, 1/l/I: the password is read off a screen and typed in by someone else. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * A one-time password an admin hands to a student: 16 characters drawn uniformly by the CSPRNG
 * (about 92 bits), in dash-separated groups of four for reading aloud. Far past the length rule
 * and never on the common-password list.
 */
export function temporaryPassword(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}
