import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  EMPTY_LOOKUP,
  errorsOnBlur,
  errorsOnEdit,
  isLookupValid,
  lookupErrorMessage,
  toLookupBody,
  validateLookup,
  type LookupField,
} from './lookup-form';

const touched = (...fields: LookupField[]) => new Set(fields);

describe('validateLookup', () => {
  it('asks for a phone or an email when both are blank, spaces included', () => {
    expect(validateLookup(EMPTY_LOOKUP)).toEqual({
      form: 'Please provide either phone or email',
    });
    expect(validateLookup({ mobile: '   ', email: '  ' })).toEqual({
      form: 'Please provide either phone or email',
    });
  });

  it('counts only the digits of a phone: at least 10', () => {
    expect(validateLookup({ mobile: '98765 43210', email: '' })).toEqual({});
    expect(validateLookup({ mobile: '+91 (98765) 4321-0', email: '' })).toEqual({});
    // Nine digits, however they are written, are one too few.
    expect(validateLookup({ mobile: '98765-4321', email: '' })).toEqual({
      mobile: 'Please enter a valid phone number',
    });
    expect(validateLookup({ mobile: 'call me maybe', email: '' }).mobile).toBe(
      'Please enter a valid phone number',
    );
  });

  it('checks the email against the simple pattern', () => {
    expect(validateLookup({ mobile: '', email: 'asha@school.edu' })).toEqual({});
    for (const email of ['asha', 'asha@school', 'a sha@school.edu', 'a@b@school.edu', '@x.io']) {
      expect(validateLookup({ mobile: '', email }), email).toEqual({
        email: 'Please enter a valid email address',
      });
    }
  });

  it('trims before checking', () => {
    expect(validateLookup({ mobile: '', email: '  asha@school.edu  ' })).toEqual({});
    expect(isLookupValid({ mobile: ' 9876543210 ', email: '' })).toBe(true);
  });

  it('reports both fields when both are given and wrong', () => {
    expect(validateLookup({ mobile: '123', email: 'nope' })).toEqual({
      mobile: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
    });
  });
});

describe('errors shown and cleared', () => {
  it("shows a field's error when it is left, and the pair's once both are left blank", () => {
    const afterPhone = errorsOnBlur({
      values: EMPTY_LOOKUP,
      field: 'mobile',
      touched: touched('mobile'),
      shown: {},
    });
    expect(afterPhone).toEqual({ mobile: undefined, form: undefined });

    const afterBoth = errorsOnBlur({
      values: EMPTY_LOOKUP,
      field: 'email',
      touched: touched('mobile', 'email'),
      shown: afterPhone,
    });
    expect(afterBoth.form).toBe('Please provide either phone or email');

    const wrongPhone = errorsOnBlur({
      values: { mobile: '12345', email: '' },
      field: 'mobile',
      touched: touched('mobile'),
      shown: {},
    });
    expect(wrongPhone.mobile).toBe('Please enter a valid phone number');
  });

  it("clears the edited field's error and the pair's, keeping the other field's", () => {
    const shown = { mobile: 'Please enter a valid phone number', email: 'bad', form: 'pair' };
    expect(errorsOnEdit(shown, 'mobile')).toEqual({
      mobile: undefined,
      email: 'bad',
      form: undefined,
    });
  });
});

describe('toLookupBody', () => {
  it('sends both fields trimmed, a blank one as an empty string', () => {
    expect(toLookupBody({ mobile: '  ', email: ' asha@school.edu ' })).toEqual({
      email: 'asha@school.edu',
      mobile: '',
    });
  });
});

describe('lookupErrorMessage', () => {
  it("uses the server's message for a problem with the lookup itself", () => {
    const notFound = new ApiError({ status: 404, message: 'Failed to find user information' });
    expect(lookupErrorMessage(notFound)).toBe('Failed to find user information');
    const shared = new ApiError({ status: 409, message: 'More than one student has this phone.' });
    expect(lookupErrorMessage(shared)).toBe('More than one student has this phone.');
  });

  it('falls back for server faults and anything else, and names a lost connection', () => {
    expect(lookupErrorMessage(new ApiError({ status: 500, message: 'boom' }))).toBe(
      'Failed to find user information',
    );
    expect(lookupErrorMessage(new Error('?'))).toBe('Failed to find user information');
    expect(
      lookupErrorMessage(new ApiError({ status: 0, message: 'Network error. Please check.' })),
    ).toBe('Network error. Please check.');
  });
});
