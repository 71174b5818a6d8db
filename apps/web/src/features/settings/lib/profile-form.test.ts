import { describe, expect, it } from 'vitest';
import { buildProfile } from '@/test/fixtures';
import {
  avatarProblem,
  buildProfileFormData,
  defaultDepartment,
  profileValuesFrom,
  validateProfile,
} from './profile-form';

const entriesOf = (form: FormData) =>
  Object.fromEntries([...form.entries()].map(([key, value]) => [key, value]));

describe('profile form data', () => {
  it('sends only the non-empty fields, trimmed', () => {
    const values = {
      ...profileValuesFrom(buildProfile({ department: 'Physics' })),
      firstName: '  Priya ',
      lastName: 'Sharma',
      mobile: '   ',
      gender: '' as const,
      address: '',
      school: 'Greenfield',
      student_class: '',
    };
    expect(entriesOf(buildProfileFormData(values, null))).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      school: 'Greenfield',
      department: 'Physics',
    });
  });

  it('names in clear the fields emptied since the form opened, and only those', () => {
    const saved = profileValuesFrom(
      buildProfile({ mobile: '9876543210', address: '12 MG Road', school: null }),
    );
    const values = { ...saved, mobile: '  ', address: '12 MG Road', school: '' };
    const form = buildProfileFormData(values, null, saved);
    expect(form.get('clear')).toBe('mobile');
    expect(form.has('mobile')).toBe(false);
    expect(buildProfileFormData(saved, null, saved).has('clear')).toBe(false);
  });

  it('never sends the email and adds the avatar file when one is chosen', () => {
    const avatar = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const form = buildProfileFormData(profileValuesFrom(buildProfile({ gender: 'OTHER' })), avatar);
    expect(form.has('email')).toBe(false);
    expect(form.get('gender')).toBe('OTHER');
    const sent = form.get('avatar');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
  });
});

describe('department default', () => {
  it("keeps the user's department", () => {
    expect(defaultDepartment(buildProfile({ department: 'Biology' }))).toBe('Biology');
    expect(profileValuesFrom(buildProfile({ department: 'English' })).department).toBe('English');
  });

  it("falls back to 'Mathematics' when the user has none", () => {
    expect(defaultDepartment(buildProfile({ department: null, role: 'ADMIN' }))).toBe(
      'Mathematics',
    );
    expect(defaultDepartment(null)).toBe('Mathematics');
  });
});

describe('profile checks', () => {
  it('asks for a real phone number only when one is given', () => {
    const values = profileValuesFrom(buildProfile());
    expect(validateProfile({ ...values, mobile: '' })).toBeNull();
    expect(validateProfile({ ...values, mobile: '+91 98220 14567' })).toBeNull();
    expect(validateProfile({ ...values, mobile: '12345' })).toEqual({
      mobile: 'Please enter a valid phone number',
    });
  });

  it('takes image files only, up to 2 MB', () => {
    expect(avatarProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(avatarProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(
      'Please choose an image file (JPEG, PNG or WebP).',
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.jpg', { type: 'image/jpeg' });
    expect(avatarProblem(big)).toBe('The photo must be 2 MB or smaller.');
  });
});
