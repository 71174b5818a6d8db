import { z } from 'zod';
import { component, dataEnvelope, Department, Gender, Role } from './common.js';
import { newPasswordField, presentedPasswordField } from './password.js';

export const LoginRequest = z
  .object({
    email: z.string().trim().min(1, 'email is required').max(320),
    password: presentedPasswordField('password'),
  })
  .meta({
    id: 'LoginRequest',
    examples: [{ email: 'admin@greenfield.demo', password: 'Demo@1234' }],
  });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const Preferences = component('Preferences', {
  emailNotifications: z.boolean(),
  examSubmissions: z.boolean(),
  evaluationReminders: z.boolean(),
  theme: z.enum(['light', 'dark']),
  language: z.string().min(1).max(32),
});
export type Preferences = z.infer<typeof Preferences>;

/** The default preferences; the server starts every user with them. */
export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  examSubmissions: true,
  evaluationReminders: false,
  theme: 'light',
  language: 'english',
};

const EXAMPLE_PROFILE = {
  _id: '07848300-8c4d-4c8f-a1ff-0fa1deae20eb',
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'admin@greenfield.demo',
  mobile: '9822014567',
  role: 'ADMIN',
  gender: 'FEMALE',
  address: 'Pune, Maharashtra',
  school: 'Greenfield Public School',
  student_class: null,
  department: 'Physics',
  photoUrl: null,
  institutionId: '6df73ba6-46e2-4ef4-86f0-2873610d6a9a',
  institutionName: 'Greenfield Public School',
  preferences: DEFAULT_PREFERENCES,
};

export const UserProfile = component(
  'UserProfile',
  {
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    role: Role,
    gender: Gender.nullable(),
    address: z.string().nullable(),
    school: z.string().nullable(),
    student_class: z.string().nullable(),
    department: Department.nullable(),
    photoUrl: z.string().nullable(),
    institutionId: z.string(),
    institutionName: z.string(),
    preferences: Preferences,
  },
  EXAMPLE_PROFILE,
);
export type UserProfile = z.infer<typeof UserProfile>;

const EXAMPLE_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiIwNzg0In0.c2lnbmF0dXJl';
const EXAMPLE_REFRESH_TOKEN = '1jab8Mm3oXQndaw4gl1E0wOSker2N7kMqAu-hl-Ewgs';

export const LoginResponse = z
  .object({
    token: z.string(),
    refreshToken: z.string(),
    data: UserProfile,
  })
  .meta({
    id: 'LoginResponse',
    examples: [
      { token: EXAMPLE_ACCESS_TOKEN, refreshToken: EXAMPLE_REFRESH_TOKEN, data: EXAMPLE_PROFILE },
    ],
  });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RefreshRequest = z
  .object({ refreshToken: z.string().min(1, 'refreshToken is required').max(512) })
  .meta({ id: 'RefreshRequest', examples: [{ refreshToken: EXAMPLE_REFRESH_TOKEN }] });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const RefreshResponse = LoginResponse;
export type RefreshResponse = LoginResponse;

export const LogoutRequest = z
  .object({ refreshToken: z.string().max(512).optional() })
  .meta({ id: 'LogoutRequest', examples: [{ refreshToken: EXAMPLE_REFRESH_TOKEN }] });
export type LogoutRequest = z.infer<typeof LogoutRequest>;

export const ProfileResponse = dataEnvelope('ProfileResponse', UserProfile, EXAMPLE_PROFILE);
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** Blank strings mean "leave unchanged": the client sends only non-empty fields. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** One of `options`, or blank (the form's cleared select) for "leave unchanged". */
const optionalChoice = <Option extends string>(options: z.ZodEnum<{ [K in Option]: K }>) =>
  z
    .union([options, z.literal('')])
    .optional()
    .transform((value): Option | undefined => value || undefined);

/** Multipart text fields of PATCH /auth/profile; the avatar file travels beside them. */
/** The profile fields a user may empty; names and the email always have a value. */
export const CLEARABLE_PROFILE_FIELDS = [
  'mobile',
  'gender',
  'address',
  'school',
  'student_class',
  'department',
] as const;
export type ClearableProfileField = (typeof CLEARABLE_PROFILE_FIELDS)[number];

const isClearable = (name: string): name is ClearableProfileField =>
  (CLEARABLE_PROFILE_FIELDS as readonly string[]).includes(name);

/**
 * Blank fields are not sent (a form posts every field), so emptying one is said explicitly:
 * `clear` names the fields to empty, comma-separated.
 */
const clearedFields = z
  .string({ error: 'clear must be a comma-separated list of field names' })
  .max(200, 'clear is too long')
  .transform((list) => [...new Set(list.split(',').map((name) => name.trim()))].filter(Boolean))
  .refine(
    (names) => names.every(isClearable),
    `clear may name only ${CLEARABLE_PROFILE_FIELDS.join(', ')}`,
  )
  .transform((names) => names.filter(isClearable))
  .optional();

export const UpdateProfileRequest = z
  .object({
    firstName: optionalText(100),
    lastName: optionalText(100),
    mobile: optionalText(32),
    gender: optionalChoice(Gender),
    address: optionalText(500),
    school: optionalText(200),
    student_class: optionalText(50),
    department: optionalChoice(Department),
    email: z.never({ error: 'Email cannot be changed.' }).optional(),
    clear: clearedFields,
  })
  .strict()
  .refine(
    // Runs on a body whose clear was already refused too: then clear is still the raw text.
    (body) => !Array.isArray(body.clear) || !body.clear.some((name) => body[name] !== undefined),
    'clear must not name a field that is also given a value',
  )
  .meta({
    id: 'UpdateProfileRequest',
    examples: [{ firstName: 'Priya', school: 'Greenfield Public School', gender: 'FEMALE' }],
  });
/** What the client sends (blank strings allowed) and what the server acts on (blanks dropped). */
export type UpdateProfileInput = z.input<typeof UpdateProfileRequest>;
export type UpdateProfileRequest = z.output<typeof UpdateProfileRequest>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ChangePasswordRequest = z
  .object({
    currentPassword: presentedPasswordField('currentPassword'),
    newPassword: newPasswordField('newPassword'),
  })
  .meta({
    id: 'ChangePasswordRequest',
    examples: [{ currentPassword: 'Demo@1234', newPassword: 'A-longer-Passphrase-42' }],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const PasswordChangedResponse = z
  .object({ message: z.string(), token: z.string(), refreshToken: z.string() })
  .meta({
    id: 'PasswordChangedResponse',
    examples: [
      {
        message: 'Password updated successfully!',
        token: EXAMPLE_ACCESS_TOKEN,
        refreshToken: EXAMPLE_REFRESH_TOKEN,
      },
    ],
  });
export type PasswordChangedResponse = z.infer<typeof PasswordChangedResponse>;

export const UpdatePreferencesRequest = Preferences.partial()
  .strict()
  .meta({
    id: 'UpdatePreferencesRequest',
    examples: [{ theme: 'dark', evaluationReminders: true }],
  });
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequest>;

export const MessageResponse = z
  .object({ message: z.string() })
  .meta({ id: 'MessageResponse', examples: [{ message: 'Done' }] });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const PreferencesResponse = z.object({ message: z.string(), data: Preferences }).meta({
  id: 'PreferencesResponse',
  examples: [{ message: 'Preferences updated successfully!', data: DEFAULT_PREFERENCES }],
});
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;

/** What the API says when it refuses a sign-in or a password check (the web translates these). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyLogins: 'Too many failed login attempts. Please try again later.',
  tooManyPasswordChecks:
    'Too many wrong current passwords. Please try again later, or sign out and reset it.',
  sessionEnded: 'Session has ended. Please log in again.',
  wrongCurrentPassword: 'Current password is incorrect',
} as const;
