import { PASSWORD_MIN_LENGTH, passwordMessages } from '@markwise/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { invalid } from '../errors/domain-errors.js';

/**
 * The ~49,000 most common passwords of zxcvbn-ts's `passwords-common` list (ranked, from leaked
 * password corpora, maintained on npm); only those long enough to pass the length rule matter
 * (about 18,000). Built on first use: a few megabytes that a worker process never needs.
 */
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH),
  );
  return common;
}

/** Case does not make a listed password safe: "Password1" is "password1". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * The rule zod cannot check in the contract (the list stays on the server): throws a 400 worded as
 * the contract words it, naming the field. Length rules were checked by validation already.
 */
export function assertUncommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) throw invalid(passwordMessages(field).tooCommon);
}
