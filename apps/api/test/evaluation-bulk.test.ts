import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGREEMENT_HEADER,
  type BulkMarkingResponse,
  type MarkingAgreement,
} from '@markwise/contract';
import { OUTPUT_COLUMNS, parseMarkingCsv } from '@markwise/evaluator';
import { tokenOf } from './support/auth-helpers.js';
import { createEvaluationTestApp } from './support/evaluation-factories.js';
import { createInstitution, createUser } from './support/factories.js';
import { asText, postBulk, BULK_URL } from './support/bulk-marking.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const INPUT_HEADER = 'id,question,model_answer,max_marks,student_answer,teacher_mark_avg';
const CSV = [
  INPUT_HEADER,
  '1,What is photosynthesis?,Plants use light water and carbon dioxide to make glucose and oxygen,2,Plants use light and water and carbon dioxide to make glucose and oxygen,2',
  '2,What is photosynthesis?,Plants use light water and carbon dioxide to make glucose and oxygen,2,I do not know,0',
  '3,Define osmosis.,Movement of water across a semi-permeable membrane from low to high solute concentration,2,Water moves across a membrane,1',
].join('\n');

describe(`POST /api/evaluation/bulk on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());
  let adminToken: string;
  let studentToken: string;

  beforeAll(async () => {
    const institution = await createInstitution(t.database);
    const admin = await createUser(t.database, { institutionId: institution.id, role: 'ADMIN' });
    const student = await createUser(t.database, { institutionId: institution.id });
    adminToken = await tokenOf(t, admin);
    studentToken = await tokenOf(t, student);
  });

  it('answers the marked CSV as an attachment, with the agreement in a header', async () => {
    const response = await postBulk(t, adminToken)
      .attach('file', Buffer.from(CSV), 'answers.csv')
      .buffer(true)
      .parse(asText)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const marked = parseMarkingCsv(response.body as string);
    // The upload's columns, then the evaluator's (whose names its own csv.test.ts pins).
    expect(marked.columns).toEqual([...INPUT_HEADER.split(','), ...OUTPUT_COLUMNS]);
    expect(marked.rows.map((row) => row.id)).toEqual(['1', '2', '3']);
    for (const row of marked.rows) {
      expect(Number(row.marks_awarded)).toBeGreaterThanOrEqual(0);
      expect(Number(row.marks_awarded)).toBeLessThanOrEqual(2);
    }
    const agreement = JSON.parse(
      response.headers[AGREEMENT_HEADER.toLowerCase()] as string,
    ) as MarkingAgreement;
    expect(agreement).toMatchObject({ column: 'teacher_mark_avg', n: 3 });
  });

  it('answers JSON rows and the agreement with ?format=json, a named teacher column', async () => {
    const response = await postBulk(t, adminToken, '?format=json')
      .field('teacherColumn', 'teacher_mark_avg')
      .attach('file', Buffer.from(CSV), 'answers.csv')
      .expect(200);
    const body = response.body as BulkMarkingResponse;
    expect(body.rows).toHaveLength(3);
    expect(Object.keys(body.rows[0]!)).toContain('improvement_suggestion');
    expect(Object.keys(body.agreement!).sort()).toEqual([
      'column',
      'exact',
      'n',
      'pearson',
      'rmse',
      'withinOne',
    ]);
    const noTeacher = CSV.split('\n')
      .map((line) => line.split(',').slice(0, 5).join(','))
      .join('\n');
    const plain = await postBulk(t, adminToken, '?format=json')
      .attach('file', Buffer.from(noTeacher), 'answers.csv')
      .expect(200);
    expect((plain.body as BulkMarkingResponse).agreement).toBeNull();
  });

  it('rejects a file without the required columns, naming them; and other bad input', async () => {
    const missing = await postBulk(t, adminToken)
      .attach('file', Buffer.from('question,answer\nWhat?,This\n'), 'bad.csv')
      .expect(400);
    expect(JSON.stringify(missing.body)).toMatch(/model_answer, max_marks, student_answer/);
    await postBulk(t, adminToken).field('teacherColumn', 'x').expect(400);
    const unknownColumn = await postBulk(t, adminToken)
      .field('teacherColumn', 'nope')
      .attach('file', Buffer.from(CSV), 'answers.csv')
      .expect(400);
    expect(JSON.stringify(unknownColumn.body)).toMatch(/teacherColumn/);
    const badMax = CSV.replace(',2,Plants use', ',lots,Plants use');
    const maxResponse = await postBulk(t, adminToken)
      .attach('file', Buffer.from(badMax), 'answers.csv')
      .expect(400);
    expect(JSON.stringify(maxResponse.body)).toMatch(/max_marks/);
    await postBulk(t, adminToken, '?format=xml')
      .attach('file', Buffer.from(CSV), 'answers.csv')
      .expect(400);
  });

  it('is for admins only', async () => {
    await t.request().post(BULK_URL).attach('file', Buffer.from(CSV), 'a.csv').expect(401);
    await postBulk(t, studentToken).attach('file', Buffer.from(CSV), 'a.csv').expect(403);
  });
});
