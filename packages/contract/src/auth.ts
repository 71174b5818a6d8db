import { z } from 'zod';
import { Department, Gender, Role } from './common.js';

export const LoginRequest = z
  .object({
    email: z.string().trim().min(1, 'email is required').max(320),
    password: z.string().min(1, 'password is required').max(1024),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const Preferences = z
  .object({
    emailNotifications: z.boolean(),
    examSubmissions: z.boolean(),
    evaluationReminders: z.boolean(),
    theme: z.enum(['light', 'dark']),
    language: z.string().min(1).max(32),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof Preferences>;

/** Local defaults of SPEC section 3; the server starts every user with them. */
export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  examSubmissions: true,
  evaluationReminders: false,
  theme: 'light',
  language: 'english',
};

export const UserProfile = z
  .object({
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
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfile>;

export const LoginResponse = z
  .object({
    token: z.string(),
    refreshToken: z.string(),
    data: UserProfile,
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RefreshRequest = z
  .object({ refreshToken: z.string().min(1, 'refreshToken is required').max(512) })
  .meta({ id: 'RefreshRequest' });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const RefreshResponse = LoginResponse;
export type RefreshResponse = LoginResponse;

export const LogoutRequest = z
  .object({ refreshToken: z.string().max(512).optional() })
  .meta({ id: 'LogoutRequest' });
export type LogoutRequest = z.infer<typeof LogoutRequest>;

export const ProfileResponse = z.object({ data: UserProfile }).meta({ id: 'ProfileResponse' });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** Blank strings mean "leave unchanged": the client sends only non-empty fields (SPEC section 4). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Multipart text fields of PATCH /auth/profile; the avatar file travels beside them. */
export const UpdateProfileRequest = z
  .object({
    firstName: optionalText(100),
    lastName: optionalText(100),
    mobile: optionalText(32),
    gender: z
      .union([Gender, z.literal('')])
      .optional()
      .transform((value) => value || undefined),
    address: optionalText(500),
    school: optionalText(200),
    student_class: optionalText(50),
    department: z
      .union([Department, z.literal('')])
      .optional()
      .transform((value) => value || undefined),
    email: z.never({ error: 'Email cannot be changed.' }).optional(),
  })
  .strict()
  .meta({ id: 'UpdateProfileRequest' });
/** What the client sends (blank strings allowed) and what the server acts on (blanks dropped). */
export type UpdateProfileInput = z.input<typeof UpdateProfileRequest>;
export type UpdateProfileRequest = z.output<typeof UpdateProfileRequest>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, 'currentPassword is required').max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `newPassword must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `newPassword must be at most ${PASSWORD_MAX_LENGTH} characters`),
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const PasswordChangedResponse = z
  .object({ message: z.string(), token: z.string(), refreshToken: z.string() })
  .meta({ id: 'PasswordChangedResponse' });
export type PasswordChangedResponse = z.infer<typeof PasswordChangedResponse>;

export const UpdatePreferencesRequest = Preferences.partial()
  .strict()
  .meta({ id: 'UpdatePreferencesRequest' });
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequest>;

export const MessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const PreferencesResponse = z
  .object({ message: z.string(), data: Preferences })
  .meta({ id: 'PreferencesResponse' });
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;
