import { describe, expect, it } from 'vitest';
import { EMPTY_STUDENT_FORM, validateStudentForm, type StudentFormValues } from './student-form';

const valid: StudentFormValues = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  class: 'Grade 10A',
  rollNo: '',
  mobile: '98765 43210',
  password: 'Start-Here-2024',
};

describe('validateStudentForm', () => {
  it('names every missing required field by its label on create', () => {
    const result = validateStudentForm(EMPTY_STUDENT_FORM, 'create');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.firstName).toBe('First name is required');
    expect(result.errors.lastName).toBe('Last name is required');
    expect(result.errors.email).toMatch(/^Email/);
    expect(result.errors.class).toBe('Class is required');
    expect(result.errors.password).toMatch(/^Password must be at least 8 characters/);
  });

  it('rejects a bad email and a short mobile', () => {
    const result = validateStudentForm({ ...valid, email: 'nope', mobile: '123' }, 'create');
    expect(result).toMatchObject({
      ok: false,
      errors: {
        email: 'Email must be a valid email address',
        mobile: 'Mobile must have at least 10 digits',
      },
    });
  });

  it('builds the create body with blank optional fields as null', () => {
    expect(validateStudentForm(valid, 'create')).toEqual({
      ok: true,
      body: { ...valid, rollNo: null, mobile: '98765 43210' },
    });
  });

  it('does not ask for or send a password on edit', () => {
    const result = validateStudentForm({ ...valid, password: '' }, 'edit');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body).not.toHaveProperty('password');
  });
});
