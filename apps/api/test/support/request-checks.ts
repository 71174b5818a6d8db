import type supertest from 'supertest';
import { expect } from 'vitest';

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
