import {
  CreateDemoRequest,
  DEMO_REQUEST_LIMITS,
  type CreateDemoRequestInput,
} from '@markwise/contract';
import { isApiError, messageFromErrorBody } from '@/lib/api-error';
import { schemaErrors } from '@/lib/form-errors';
import { i18n, msg } from '@/i18n/i18n';
import { serverMessage } from '@/i18n/messages';

export type DemoRequestField = 'firstName' | 'lastName' | 'email' | 'institutionName' | 'message';
export type DemoRequestValues = Record<DemoRequestField, string>;
export type DemoRequestErrors = Partial<Record<DemoRequestField, string>>;

export const EMPTY_DEMO_REQUEST: DemoRequestValues = {
  firstName: '',
  lastName: '',
  email: '',
  institutionName: '',
  message: '',
};

/** The form's fields in screen order: the first invalid one gets the focus. */
export const DEMO_REQUEST_FIELDS: readonly DemoRequestField[] = [
  'firstName',
  'lastName',
  'email',
  'institutionName',
  'message',
];

/** The most each field takes: the contract's limits, so the browser stops where the API would. */
export const DEMO_REQUEST_MAX_LENGTH: Record<DemoRequestField, number> = {
  firstName: DEMO_REQUEST_LIMITS.name,
  lastName: DEMO_REQUEST_LIMITS.name,
  email: DEMO_REQUEST_LIMITS.email,
  institutionName: DEMO_REQUEST_LIMITS.institutionName,
  message: DEMO_REQUEST_LIMITS.message,
};

/** Every field but the message must be filled in. */
export const isDemoRequestFieldRequired = (field: DemoRequestField) => field !== 'message';

/** The success message goes away after 5 seconds. */
export const DEMO_SUCCESS_VISIBLE_MS = 5000;
export const DEMO_REQUEST_FALLBACK_ERROR = msg('An error occurred while submitting your request.');
export const DEMO_REQUEST_NETWORK_ERROR = msg(
  'Network error. Please check your connection and try again.',
);
/** The contract's DEMO_REQUEST_SUCCESS_MESSAGE, as a key to translate (the form's test checks they agree). */
export const DEMO_REQUEST_SUCCESS_TEXT = msg(
  "Thank you! Your demo request has been submitted successfully. We'll be in touch soon.",
);

/**
 * Checks the form with the contract's own schema, so the browser and the API agree on every rule;
 * each message names its field ('First name is required'). Empty when the form is valid.
 */
export function validateDemoRequest(values: DemoRequestValues): DemoRequestErrors {
  return schemaErrors(CreateDemoRequest, values, { fields: DEMO_REQUEST_FIELDS });
}

/** What is sent: trimmed values; a blank message travels as an empty string (stored as none). */
export function toDemoRequestBody(values: DemoRequestValues): CreateDemoRequestInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    institutionName: values.institutionName.trim(),
    message: values.message.trim(),
  };
}

/**
 * The server's message (an array joined with ', '), else a generic text; a request that got no
 * answer at all reads as a network problem.
 */
export function demoRequestErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t(DEMO_REQUEST_FALLBACK_ERROR);
  if (error.isNetworkError) return i18n.t(DEMO_REQUEST_NETWORK_ERROR);
  const message = messageFromErrorBody(error.body);
  return message === null ? i18n.t(DEMO_REQUEST_FALLBACK_ERROR) : serverMessage(message);
}
