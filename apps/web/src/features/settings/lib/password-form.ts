import {
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_LENGTH,
  passwordLengthProblem,
  passwordMessages,
  type ChangePasswordRequest,
} from '@markwise/contract';
import { i18n, msg } from '@/i18n/i18n';
import { serverMessage, translatedMessage } from '@/i18n/messages';

export type PasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};
export type PasswordField = keyof PasswordValues;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const EMPTY_PASSWORDS: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export const PASSWORD_MISMATCH = msg('New passwords do not match.');

/** The contract's length rule for the new password, in the interface's language. */
function lengthProblem(password: string): string | undefined {
  const problem = passwordLengthProblem('New password', password);
  const messages = passwordMessages('New password');
  if (problem === messages.tooShort) {
    return i18n.t('New password must be at least {{min}} characters', { min: PASSWORD_MIN_LENGTH });
  }
  if (problem === messages.tooLong) {
    return i18n.t('New password must be at most {{max}} bytes', { max: PASSWORD_MAX_BYTES });
  }
  return problem;
}

/**
 * Each message names its field; the confirmation must equal the new password.
 * The length rules and their words are the contract's, as the API applies them; whether the
 * password is too common only the API knows, and its 400 message says so in the same words.
 */
export function validatePasswordChange(values: PasswordValues): PasswordErrors | null {
  const errors: PasswordErrors = {};
  if (values.currentPassword === '')
    errors.currentPassword = i18n.t('Current password is required');
  if (values.newPassword === '') errors.newPassword = i18n.t('New password is required');
  else {
    const problem = lengthProblem(values.newPassword);
    if (problem) errors.newPassword = problem;
  }
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = i18n.t(PASSWORD_MISMATCH);
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The confirmation stays in the browser. */
export function toPasswordRequest(values: PasswordValues): ChangePasswordRequest {
  return { currentPassword: values.currentPassword, newPassword: values.newPassword };
}

const API_FIELDS: Partial<Record<PasswordField, string>> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
};

/**
 * A refusal the API gave about one field, put under that field in the form's words: '
 * newPassword is one of the most commonly used…' becomes New password's 'New password is one of…',
 * 'Current password is incorrect' goes under Current password. Null for anything else (then the
 * screen's toast says what failed).
 */
export function passwordErrorsFromApi(status: number, message: string): PasswordErrors | null {
  if (status !== 400) return null;
  for (const [field, label] of Object.entries(API_FIELDS) as [PasswordField, string][]) {
    if (message.startsWith(field)) {
      const named = translatedMessage(message, (name) => API_FIELDS[name as PasswordField]);
      return { [field]: named ?? `${i18n.t(label)}${message.slice(field.length)}` };
    }
    if (message.startsWith(label)) return { [field]: serverMessage(message) };
  }
  return null;
}
