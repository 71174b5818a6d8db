import { describe, expect, it } from 'vitest';
import {
  CreateStudentRequest,
  LoginRequest,
  newPasswordField,
  PASSWORD_MAX_BYTES,
  passwordLengthProblem,
  passwordMessages,
  utf8ByteLength,
} from '../src/index.js';

describe('password rules', () => {
  const field = newPasswordField('newPassword');
  const messages = passwordMessages('newPassword');

  it('takes 8 characters and long passphrases, not 7', () => {
    expect(field.safeParse('x'.repeat(7)).error?.issues[0]?.message).toBe(messages.tooShort);
    expect(field.safeParse('x'.repeat(8)).success).toBe(true);
    expect(field.safeParse('correct horse battery staple '.repeat(3)).success).toBe(true);
    expect(field.safeParse('x'.repeat(PASSWORD_MAX_BYTES)).success).toBe(true);
  });

  it('counts bytes, not characters: 342 three-byte characters are over 1 KB', () => {
    const devanagari = 'क'.repeat(342);
    expect(devanagari.length).toBe(342);
    expect(utf8ByteLength(devanagari)).toBe(1026);
    expect(field.safeParse(devanagari).error?.issues[0]?.message).toBe(messages.tooLong);
    expect(utf8ByteLength('€😀a')).toBe(3 + 4 + 1);
  });

  it('gives forms the same words as the API', () => {
    expect(passwordLengthProblem('newPassword', 'short')).toBe(messages.tooShort);
    expect(passwordLengthProblem('newPassword', 'x'.repeat(1025))).toBe(messages.tooLong);
    expect(passwordLengthProblem('newPassword', 'long enough')).toBeUndefined();
  });

  it('applies to new students, and bounds what login will hash', () => {
    const student = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      class: 'Grade 10A',
      password: 'short',
    };
    const created = CreateStudentRequest.safeParse(student);
    expect(created.error?.issues.map((issue) => issue.path[0])).toEqual(['password']);
    const login = LoginRequest.safeParse({ email: 'a@b.co', password: 'x'.repeat(1025) });
    expect(login.error?.issues[0]?.message).toBe(passwordMessages('password').tooLong);
  });
});
