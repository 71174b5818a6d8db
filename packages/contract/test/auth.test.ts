import { describe, expect, it } from 'vitest';
import {
  ChangePasswordRequest,
  LoginRequest,
  UpdatePreferencesRequest,
  UpdateProfileRequest,
} from '../src/index.js';

describe('auth contract', () => {
  it('requires both login fields and trims the email', () => {
    expect(LoginRequest.safeParse({ email: '', password: '' }).success).toBe(false);
    expect(LoginRequest.parse({ email: '  a@b.co ', password: 'x' }).email).toBe('a@b.co');
  });

  it('drops blank profile fields so they leave the stored value alone', () => {
    expect(UpdateProfileRequest.parse({ firstName: ' Ravi ', lastName: '', gender: '' })).toEqual({
      firstName: 'Ravi',
      lastName: undefined,
      gender: undefined,
    });
  });

  it('refuses an email change and unknown fields such as role', () => {
    const email = UpdateProfileRequest.safeParse({ email: 'new@example.test' });
    expect(email.success).toBe(false);
    expect(email.error?.issues[0]?.message).toBe('Email cannot be changed.');
    expect(UpdateProfileRequest.safeParse({ role: 'ADMIN' }).success).toBe(false);
  });

  it('bounds a new password between 8 and 1024 characters', () => {
    const base = { currentPassword: 'old' };
    expect(ChangePasswordRequest.safeParse({ ...base, newPassword: 'short' }).success).toBe(false);
    expect(ChangePasswordRequest.safeParse({ ...base, newPassword: 'x'.repeat(64) }).success).toBe(
      true,
    );
    expect(
      ChangePasswordRequest.safeParse({ ...base, newPassword: 'x'.repeat(1025) }).success,
    ).toBe(false);
  });

  it('accepts partial preferences but not unknown keys or wrong types', () => {
    expect(UpdatePreferencesRequest.parse({ theme: 'dark' })).toEqual({ theme: 'dark' });
    expect(UpdatePreferencesRequest.safeParse({ theme: 'blue' }).success).toBe(false);
    expect(UpdatePreferencesRequest.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
