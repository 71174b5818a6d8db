import type supertest from 'supertest';
import { expect } from 'vitest';

const ERROR_NAMES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
} as const;

/** The body of an error answer, in the API's one error shape. */
export const errorBody = (statusCode: keyof typeof ERROR_NAMES, message: string) => ({
  statusCode,
  message,
  error: ERROR_NAMES[statusCode],
});

/** An error response's message as one string, so a test can look for the field it names. */
export const messageOf = (body: { message: unknown }) => JSON.stringify(body.message);

/** Expects the request to be refused with a 400 whose message names `field`. */
export async function expectRefusedNaming(request: supertest.Test, field: string) {
  const response = await request.expect(400);
  expect(messageOf(response.body)).toContain(field);
}

/** Sends each body and expects a 400 whose message names the field paired with it. */
export async function expectEachRefusedNaming(
  cases: readonly (readonly [Record<string, unknown>, string])[],
  send: (body: Record<string, unknown>) => supertest.Test,
) {
  for (const [body, field] of cases) await expectRefusedNaming(send(body), field);
}
