import { describe, expect, it } from 'vitest';
import { toPasswordRequest, validatePasswordChange } from './password-form';

describe('password change checks', () => {
  it("says 'New passwords do not match.' when the confirmation differs", () => {
    expect(
      validatePasswordChange({
        currentPassword: 'old-password',
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-passw0rd',
      }),
    ).toEqual({ confirmPassword: 'New passwords do not match.' });
  });

  it('names each missing field and the minimum length', () => {
    expect(
      validatePasswordChange({
        currentPassword: '',
        newPassword: 'short',
        confirmPassword: 'short',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 8 characters',
    });
  });

  it('never sends the confirmation', () => {
    const values = {
      currentPassword: 'a',
      newPassword: 'b-long-enough',
      confirmPassword: 'b-long-enough',
    };
    expect(validatePasswordChange(values)).toBeNull();
    expect(toPasswordRequest(values)).toEqual({
      currentPassword: 'a',
      newPassword: 'b-long-enough',
    });
  });
});
