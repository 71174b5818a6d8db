import { DEMO_REQUEST_SUCCESS_MESSAGE } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  DEMO_REQUEST_FALLBACK_ERROR,
  DEMO_REQUEST_NETWORK_ERROR,
  DEMO_REQUEST_SUCCESS_TEXT,
  EMPTY_DEMO_REQUEST,
  demoRequestErrorMessage,
  toDemoRequestBody,
  validateDemoRequest,
} from './demo-request-form';

const valid = {
  firstName: 'Anita',
  lastName: 'Rao',
  email: 'anita@school.edu',
  institutionName: 'Green Valley High School',
  message: '',
};

describe('demo request validation', () => {
  it('requires first name, last name, email and institution name, naming each field', () => {
    expect(validateDemoRequest(EMPTY_DEMO_REQUEST)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      institutionName: 'Institution name is required',
    });
  });

  it('treats blank text as missing and checks the email shape', () => {
    expect(validateDemoRequest({ ...valid, lastName: '   ', email: 'anita@school' })).toEqual({
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('accepts a form without a message', () => {
    expect(validateDemoRequest(valid)).toEqual({});
  });

  it('sends trimmed values', () => {
    expect(toDemoRequestBody({ ...valid, firstName: ' Anita ', message: '  Hi  ' })).toEqual({
      ...valid,
      message: 'Hi',
    });
  });
});

describe('demo request error messages', () => {
  const serverError = (message: unknown) =>
    new ApiError({
      status: 400,
      message: 'ignored',
      body: { statusCode: 400, message, error: 'Bad Request' },
    });

  it("shows the server's message when it is a string", () => {
    expect(demoRequestErrorMessage(serverError('Too many demo requests'))).toBe(
      'Too many demo requests',
    );
  });

  it("joins the server's messages with ', ' when it is an array", () => {
    expect(demoRequestErrorMessage(serverError(['email: bad', 'firstName: missing']))).toBe(
      'email: bad, firstName: missing',
    );
  });

  it('falls back to a generic text when the server gave no message', () => {
    expect(
      demoRequestErrorMessage(new ApiError({ status: 500, message: '500: x', body: 'oops' })),
    ).toBe(DEMO_REQUEST_FALLBACK_ERROR);
    expect(demoRequestErrorMessage(new Error('boom'))).toBe(DEMO_REQUEST_FALLBACK_ERROR);
  });

  it('says network error when no answer came', () => {
    expect(demoRequestErrorMessage(new ApiError({ status: 0, message: 'x' }))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(DEMO_REQUEST_NETWORK_ERROR).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
});

describe('demo request texts', () => {
  it("translates the contract's success message under its own words", () => {
    expect(DEMO_REQUEST_SUCCESS_TEXT).toBe(DEMO_REQUEST_SUCCESS_MESSAGE);
  });
});
