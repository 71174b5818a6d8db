import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type BulkMarkingResponse } from '@markwise/contract';
import { parseMarkingCsv } from '@markwise/evaluator';
import { createEvaluationTestApp } from './support/evaluation-factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './support/fake-openai-server.js';
import type { TestApp } from './support/test-app.js';
import { asText, postBulk, bulkAdminToken } from './support/bulk-marking.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const HEADER = 'id,question,model_answer,max_marks,student_answer';
const MODEL =
  'Plants use light energy, water and carbon dioxide to make glucose and oxygen in the chloroplasts.';

/** A marking file of `rows` rows, each answer about `answerLength` characters long. */
function markingFile(rows: number, answerLength = 60): Buffer {
  const answer = 'Plants make glucose from light water and carbon dioxide, releasing oxygen. '
    .repeat(Math.ceil(answerLength / 75))
    .slice(0, answerLength);
  const lines = [HEADER];
  for (let i = 1; i <= rows; i += 1) {
    lines.push(`${i},What is photosynthesis?,"${MODEL}",2,"${answer} (${i})"`);
  }
  return Buffer.from(lines.join('\n'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`Bulk marking limits with the built-in evaluator on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createEvaluationTestApp({
      env: { BULK_MARKING_MAX_ROWS: '2000', BULK_MARKING_MAX_WAITING: '0' },
    });
    token = await bulkAdminToken(t);
  });
  afterAll(() => t.close());

  it('refuses a file with more rows than BULK_MARKING_MAX_ROWS, naming the cap', async () => {
    const response = await postBulk(t, token, '?format=json')
      .attach('file', markingFile(2001), 'big.csv')
      .expect(413);
    expect(JSON.stringify(response.body)).toMatch(/more than 2000 rows/);
    expect(JSON.stringify(response.body)).toMatch(/BULK_MARKING_MAX_ROWS/);
    expect(response.body).not.toHaveProperty('rows');
  });

  it('keeps answering other requests while a large file is being marked', async () => {
    const file = markingFile(2000, 900);
    expect(file.length).toBeGreaterThan(1_800_000);
    let bulkDone = false;
    const bulk = postBulk(t, token, '?format=json')
      .attach('file', file, 'large.csv')
      .then((response) => {
        bulkDone = true;
        return response;
      });
    // Health checks until one answers while the file is still being marked.
    let answeredDuringRun = false;
    for (let i = 0; i < 100 && !bulkDone; i += 1) {
      const health = await t.request().get(`/api${apiRoutes.health.live}`);
      expect(health.status).toBe(200);
      if (!bulkDone && i > 0) answeredDuringRun = true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await bulk;
    expect(response.status).toBe(200);
    expect((response.body as BulkMarkingResponse).rows).toHaveLength(2000);
    expect(answeredDuringRun).toBe(true);
    // Marking 2,000 long answers takes the built-in evaluator ~10 s of one core, several times that
    // while a CI run's other suites share the machine.
  }, 120_000);

  it('carries a teacher column named in any script in the agreement header', async () => {
    const csv = [
      `${HEADER},शिक्षक ✓`,
      `1,What is photosynthesis?,"${MODEL}",2,Plants make glucose,2`,
      `2,What is photosynthesis?,"${MODEL}",2,No idea,0`,
    ].join('\n');
    const response = await postBulk(t, token)
      .field('teacherColumn', 'शिक्षक ✓')
      .attach('file', Buffer.from(csv), 'answers.csv')
      .expect(200);
    const agreement = JSON.parse(response.headers['x-marking-agreement'] as string) as {
      column: string;
    };
    expect(agreement).toMatchObject({ column: 'शिक्षक ✓', n: 2 });
  });

  it('stops the thread of a file whose sender went away, so the next file is marked', async () => {
    const pending = postBulk(t, token).attach('file', markingFile(2000, 900), 'large.csv');
    const settled = pending.then(
      () => 'answered',
      () => 'aborted',
    );
    await sleep(400);
    pending.abort();
    expect(await settled).toBe('aborted');
    await sleep(200);
    // One file at a time and none waiting: a run still holding its thread would answer 429.
    await postBulk(t, token, '?format=json')
      .attach('file', markingFile(3), 'small.csv')
      .expect(200);
  });

  it('writes cells a spreadsheet would run as formulas as text; JSON keeps the text as written', async () => {
    const csv = [
      HEADER,
      `1,What is photosynthesis?,"${MODEL}",2,"=HYPERLINK(""http://evil.example"",""Click"")"`,
      `2,What is photosynthesis?,"${MODEL}",2,"@SUM(1+1)"`,
      `3,What is photosynthesis?,"${MODEL}",2,"+1+cmd|' /C calc'!A0"`,
      `4,What is photosynthesis?,"${MODEL}",2,"-2+3"`,
      `5,What is photosynthesis?,"${MODEL}",2,"\tTabbed"`,
      `-6,What is photosynthesis?,"${MODEL}",2,Plants make glucose`,
    ].join('\n');
    const response = await postBulk(t, token)
      .attach('file', Buffer.from(csv), 'answers.csv')
      .buffer(true)
      .parse(asText)
      .expect(200);
    const marked = parseMarkingCsv(response.body as string);
    expect(marked.rows.map((row) => row.student_answer)).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      `'@SUM(1+1)`,
      `'+1+cmd|' /C calc'!A0`,
      `'-2+3`,
      `'\tTabbed`,
      'Plants make glucose',
    ]);
    // A plain number is no formula and stays a number.
    expect(marked.rows[5]!.id).toBe('-6');
    for (const row of marked.rows) {
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+@\t\r]/);
    }

    const json = await postBulk(t, token, '?format=json')
      .attach('file', Buffer.from(csv), 'answers.csv')
      .expect(200);
    expect((json.body as BulkMarkingResponse).rows[0]!.student_answer).toBe(
      '=HYPERLINK("http://evil.example","Click")',
    );
  });
});

describe(`Bulk marking with an LLM evaluator on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let fake: FakeOpenAiServer;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ delayMs: 150 });
    t = await createEvaluationTestApp({
      env: {
        EVALUATOR: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_MODEL: 'fake-model',
        OPENAI_MAX_RETRIES: '0',
        BULK_MARKING_MAX_ROWS: '50',
        OPENAI_CONCURRENCY: '4',
        BULK_MARKING_MAX_WAITING: '0',
      },
    });
    token = await bulkAdminToken(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('says how many calls a file will make and calls nothing until confirmCalls matches', async () => {
    fake.reset();
    const first = await postBulk(t, token, '?format=json')
      .attach('file', markingFile(3), 'answers.csv')
      .expect(400);
    expect(JSON.stringify(first.body)).toMatch(/makes 3 call\(s\).*confirmCalls=3/);
    await postBulk(t, token, '?format=json&confirmCalls=2')
      .attach('file', markingFile(3), 'answers.csv')
      .expect(400);
    expect(fake.requests).toHaveLength(0);

    const confirmed = await postBulk(t, token, '?format=json&confirmCalls=3')
      .attach('file', markingFile(3), 'answers.csv')
      .expect(200);
    expect((confirmed.body as BulkMarkingResponse).rows).toHaveLength(3);
    expect(fake.requests).toHaveLength(3);
  });

  it('refuses a file over the row cap before any call, even when confirmed', async () => {
    fake.reset();
    await postBulk(t, token, '?confirmCalls=51')
      .attach('file', markingFile(51), 'answers.csv')
      .expect(413);
    expect(fake.requests).toHaveLength(0);
  });

  it('makes no further LLM call once the admin has gone away', async () => {
    fake.reset();
    const pending = postBulk(t, token, '?confirmCalls=40').attach(
      'file',
      markingFile(40),
      'answers.csv',
    );
    const settled = pending.then(
      () => 'answered',
      () => 'aborted',
    );
    while (fake.requests.length === 0) await sleep(10);
    pending.abort();
    expect(await settled).toBe('aborted');
    // 40 calls, 4 at a time, 150 ms each, would take 1.5 s: wait for all of them.
    await sleep(2_000);
    expect(fake.requests.length).toBeLessThanOrEqual(8);
  });

  it('answers 429 to a file sent while another is being marked, calling nothing for it', async () => {
    fake.reset();
    const running = postBulk(t, token, '?format=json&confirmCalls=8')
      .attach('file', markingFile(8), 'answers.csv')
      .then((response) => response);
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const busy = await postBulk(t, token, '?format=json&confirmCalls=2')
      .attach('file', markingFile(2), 'answers.csv')
      .expect(429);
    expect(JSON.stringify(busy.body)).toMatch(/busy/);
    expect(busy.headers['retry-after']).toBeDefined();
    expect((await running).status).toBe(200);
    expect(fake.requests).toHaveLength(8);
  });
});
