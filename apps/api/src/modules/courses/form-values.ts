import type { FormBoolean } from '@markwise/contract';

/** What a boolean field means, whether JSON sent a boolean or multipart sent 'true'/'false'. */
export function formBoolean(value: FormBoolean): boolean;
export function formBoolean(value: FormBoolean | undefined): boolean | undefined;
export function formBoolean(value: FormBoolean | undefined): boolean | undefined {
  return value === undefined ? undefined : value === true || value === 'true';
}

/** An empty text field clears the value, as null does: multipart cannot send null. */
export function blankToNull<T extends string | null | undefined>(value: T): T | null {
  return value === '' ? null : value;
}
