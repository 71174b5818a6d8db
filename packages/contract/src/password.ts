import { z } from 'zod';

/**
 * The password rules, in one place for the API and the web forms (NIST SP 800-63B §3.1.1.2):
 * at least 8 characters, no composition rules, long passphrases welcome, common passwords refused.
 */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * UTF-8 bytes, not characters, because that is what argon2 hashes: anything longer is refused by
 * validation, before it reaches the hash (a megabyte "password" would be a cheap denial of service).
 */
export const PASSWORD_MAX_BYTES = 1024;
/** Characters never exceed bytes, so this bound is implied by the byte limit; kept for forms. */
export const PASSWORD_MAX_LENGTH = PASSWORD_MAX_BYTES;

/** What each rule says, naming the field as the form or the request does. */
export const passwordMessages = (field: string) => ({
  required: `${field} is required`,
  tooShort: `${field} must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `${field} must be at most ${PASSWORD_MAX_BYTES} bytes`,
  tooCommon: `${field} is one of the most commonly used passwords; choose a less predictable one`,
});

/** The UTF-8 length of a string without TextEncoder (the contract runs in Node and browsers). */
export function utf8ByteLength(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * The length rules a form can check as the user types; undefined when they hold. Whether a
 * password is too common is decided by the API (the list is too big to ship to browsers) and
 * reported with `passwordMessages(field).tooCommon`.
 */
export function passwordLengthProblem(field: string, password: string): string | undefined {
  const messages = passwordMessages(field);
  if (password.length < PASSWORD_MIN_LENGTH) return messages.tooShort;
  if (utf8ByteLength(password) > PASSWORD_MAX_BYTES) return messages.tooLong;
  return undefined;
}

/** A password being set (a change, a new account): the length rules of this file. */
export const newPasswordField = (field: string) => {
  const messages = passwordMessages(field);
  return z
    .string({ error: messages.required })
    .min(PASSWORD_MIN_LENGTH, messages.tooShort)
    .max(PASSWORD_MAX_BYTES, messages.tooLong)
    .refine((value) => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, messages.tooLong);
};

/** A password being checked (login, the current one): only bounded, so nothing huge is hashed. */
export const presentedPasswordField = (field: string) => {
  const messages = passwordMessages(field);
  return z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(PASSWORD_MAX_BYTES, messages.tooLong)
    .refine((value) => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, messages.tooLong);
};
