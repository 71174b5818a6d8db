import { evaluationRoutes } from '@markwise/contract';
import type supertest from 'supertest';
import { tokenOf } from './auth-helpers.js';
import { createInstitution, createUser } from './factories.js';
import type { TestApp } from './test-app.js';

export const BULK_URL = `/api${evaluationRoutes.bulk}`;

/** A bulk-marking upload signed with `token`; `query` (`?format=json`) picks the answer's form. */
export const postBulk = (t: TestApp, token: string, query = '') =>
  t.as(token).post(`${BULK_URL}${query}`);

/** Reads the answer as text: supertest buffers only the types it knows, and CSV is not one. */
export const asText: Parameters<supertest.Test['parse']>[0] = (res, done) => {
  let text = '';
  res.on('data', (chunk: Buffer) => (text += chunk.toString()));
  res.on('end', () => done(null, text));
};

/** An admin of a new institution, logged in: who may send files to mark. */
export async function bulkAdminToken(t: TestApp) {
  const institution = await createInstitution(t.database);
  const admin = await createUser(t.database, { institutionId: institution.id, role: 'ADMIN' });
  return await tokenOf(t, admin);
}
