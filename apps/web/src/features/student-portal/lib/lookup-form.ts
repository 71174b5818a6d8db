import {
  FIND_USER_NOT_FOUND_MESSAGE,
  FindUserWithSessionsRequest,
  type FindUserWithSessionsRequest as LookupBody,
} from '@markwise/contract';
import type { ReactNode } from 'react';
import { i18n, msg } from '@/i18n/i18n';
import { isApiError, requestProblem } from '@/lib/api-error';
import { schemaErrors } from '@/lib/form-errors';

export type LookupField = 'mobile' | 'email';
export type LookupValues = Record<LookupField, string>;
/** `form` is the message about the pair ('Please provide either phone or email'). */
export type LookupErrors = Partial<Record<LookupField | 'form', string>>;
/** The errors on screen, as the form holds them. */
type ShownErrors = Partial<Record<LookupField | 'form', ReactNode>>;

export const EMPTY_LOOKUP: LookupValues = { mobile: '', email: '' };

/**
 * Validated through the contract's own schema (the API checks the same rules): phone or email; a
 * phone of at least 10 digits; a simple email pattern; values trimmed. An empty object when the
 * values are valid.
 */
export function validateLookup(values: LookupValues): LookupErrors {
  return schemaErrors(FindUserWithSessionsRequest, values, { rootPath: 'form' });
}

/** The contract's message, as a key (the check keeps the two the same). */
const NOT_FOUND = msg(
  'Failed to find user information',
) satisfies typeof FIND_USER_NOT_FOUND_MESSAGE;

export const isLookupValid = (values: LookupValues) =>
  Object.keys(validateLookup(values)).length === 0;

/**
 * The errors shown once a field is left: that field's own error, and the pair's error when both
 * fields have been left blank (sooner would scold a student who has not reached the second field).
 */
export function errorsOnBlur({
  values,
  field,
  touched,
  shown,
}: {
  values: LookupValues;
  field: LookupField;
  /** The fields left so far, this one included. */
  touched: ReadonlySet<LookupField>;
  shown: ShownErrors;
}): ShownErrors {
  const errors = validateLookup(values);
  const bothTouched = touched.has('mobile') && touched.has('email');
  return { ...shown, [field]: errors[field], form: bothTouched ? errors.form : shown.form };
}

/** Editing a field clears its errors, and the pair's (it concerns both). */
export function errorsOnEdit(shown: ShownErrors, field: LookupField): ShownErrors {
  return { ...shown, [field]: undefined, form: undefined };
}

/** The lookup's payload {email, mobile}: trimmed, a blank one sent as '' (not given). */
export function toLookupBody(values: LookupValues): LookupBody {
  return { email: values.email.trim(), mobile: values.mobile.trim() };
}

/**
 * The server's message when the lookup itself was the problem (no such student,
 * or a phone shared by two), a lost connection as such, otherwise 'Failed to find user information'.
 */
export function lookupErrorMessage(error: unknown): string {
  if (isApiError(error) && error.isNetworkError) return error.message;
  return requestProblem(error) ?? i18n.t(NOT_FOUND);
}
