import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  CLEARABLE_PROFILE_FIELDS,
  Department,
  type Gender,
  type UpdateProfileInput,
  type UserProfile,
} from '@markwise/contract';
import { i18n } from '@/i18n/i18n';

/** The editable text fields, named as PATCH /auth/profile takes them. */
export type ProfileValues = {
  firstName: string;
  lastName: string;
  mobile: string;
  gender: Gender | '';
  address: string;
  school: string;
  student_class: string;
  department: Department;
};
export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const DEFAULT_DEPARTMENT: Department = 'Mathematics';
export const DEPARTMENTS = Department.options;

/**
 * The department defaults from the user (their saved department, else whatever
 * their role names if that is a department) or 'Mathematics'.
 */
export function defaultDepartment(
  profile: Pick<UserProfile, 'department' | 'role'> | null,
): Department {
  const fromProfile = Department.safeParse(profile?.department ?? profile?.role);
  return fromProfile.success ? fromProfile.data : DEFAULT_DEPARTMENT;
}

export function profileValuesFrom(profile: UserProfile | null): ProfileValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    mobile: profile?.mobile ?? '',
    gender: profile?.gender ?? '',
    address: profile?.address ?? '',
    school: profile?.school ?? '',
    student_class: profile?.student_class ?? '',
    department: defaultDepartment(profile),
  };
}

const PHONE_MIN_DIGITS = 10;

/** Only a phone number, when given, has a rule of its own: 10 digits at least. */
export function validateProfile(values: ProfileValues): ProfileErrors | null {
  const errors: ProfileErrors = {};
  const mobile = values.mobile.trim();
  if (mobile !== '' && mobile.replace(/\D/g, '').length < PHONE_MIN_DIGITS) {
    errors.mobile = i18n.t('Please enter a valid phone number');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Only non-empty fields are sent (trimmed), plus the avatar when chosen; a field the user emptied
 * (it had a value when the form opened) is named in `clear`, so emptying it saves.
 */
export function buildProfileFormData(
  values: ProfileValues,
  avatar: File | null,
  saved?: ProfileValues,
): FormData {
  const form = new FormData();
  const fields: UpdateProfileInput = values;
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '') form.append(name, text);
  }
  const emptied = CLEARABLE_PROFILE_FIELDS.filter(
    (name) => saved && saved[name].trim() !== '' && values[name].trim() === '',
  );
  if (emptied.length > 0) form.append('clear', emptied.join(','));
  if (avatar) form.append('avatar', avatar);
  return form;
}

export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');

/** Image files only, as the API accepts them: JPEG, PNG or WebP up to 2 MB. */
export function avatarProblem(file: File): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
    return i18n.t('Please choose an image file (JPEG, PNG or WebP).');
  }
  if (file.size > AVATAR_MAX_BYTES) return i18n.t('The photo must be 2 MB or smaller.');
  return null;
}
