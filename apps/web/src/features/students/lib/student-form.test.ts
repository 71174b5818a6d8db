import { describe, expect, it } from 'vitest';
import {
  EMPTY_STUDENT_FORM,
  toStudentBody,
  validateStudentForm,
  type StudentFormValues,
} from './student-form';

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
    const errors = validateStudentForm(EMPTY_STUDENT_FORM, 'create');
    expect(errors.firstName).toBe('First name is required');
    expect(errors.lastName).toBe('Last name is required');
    expect(errors.email).toMatch(/^Email/);
    expect(errors.class).toBe('Class is required');
    expect(errors.password).toMatch(/^Password must be at least 8 characters/);
  });

  it('rejects a bad email and a short mobile', () => {
    expect(validateStudentForm({ ...valid, email: 'nope', mobile: '123' }, 'create')).toEqual({
      email: 'Email must be a valid email address',
      mobile: 'Mobile must have at least 10 digits',
    });
  });

  it('builds the create body with blank optional fields as null', () => {
    expect(validateStudentForm(valid, 'create')).toEqual({});
    expect(toStudentBody(valid, 'create')).toEqual({
      ...valid,
      rollNo: null,
      mobile: '98765 43210',
    });
  });

  it('does not ask for or send a password on edit', () => {
    const values = { ...valid, password: '' };
    expect(validateStudentForm(values, 'edit')).toEqual({});
    expect(toStudentBody(values, 'edit')).not.toHaveProperty('password');
  });
});
