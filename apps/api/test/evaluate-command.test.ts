import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkingCsv } from '@markwise/evaluator';
import { evaluateCommand, type CommandIo } from '../src/cli/evaluate-command.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './support/fake-openai-server.js';

const QUESTION = 'What is a pointer?';
/** The Hindi set built and marked for the languages issue (packages/evaluator/data/README.md). */
const HINDI_SET = resolve(__dirname, '../../../packages/evaluator/data/hindi-dev.csv');
const MODEL = 'A variable that contains the address in memory of another variable.';
const ROWS: [string, string, number][] = [
  ['p1', 'A pointer is a variable that stores the memory address of another variable.', 5],
  ['p2', 'A variable holding the address of another variable in memory.', 4.5],
  ['p3', 'It points to things.', 2],
  ['p4', 'I like pizza and cricket.', 0],
];

function csvFile() {
  const folder = mkdtempSync(join(tmpdir(), 'markwise-evaluate-'));
  const lines = [
    'id,question,model_answer,max_marks,student_answer,teacher_mark',
    ...ROWS.map(([id, answer, mark]) => `${id},${QUESTION},${MODEL},5,"${answer}",${mark}`),
  ];
  writeFileSync(join(folder, 'answers.csv'), `${lines.join('\n')}\n`);
  return folder;
}

function captured(env: Record<string, string | undefined>, cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = { env, cwd, out: (line) => out.push(line), err: (line) => err.push(line) };
  return { io, out, err };
}

describe('pnpm evaluate: an institution checks an evaluator against its teachers', () => {
  let fake: FakeOpenAiServer;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    env = {
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'fake-grader',
      OPENAI_API_KEY: 'test-key',
      OPENAI_MAX_RETRIES: '0',
    };
  });
  afterAll(() => fake.close());

  it('asks before calling the provider, naming how many calls it will make', async () => {
    const folder = csvFile();
    const { io, err } = captured(env, folder);
    expect(await evaluateCommand(['answers.csv', '--evaluator', 'openai'], io)).toBe(2);
    expect(err.join('\n')).toContain(`This makes ${ROWS.length} calls to fake-grader`);
    expect(fake.requests).toHaveLength(0);
  });

  it('marks with the configured provider and prints the figures overall and per question', async () => {
    fake.reset();
    fake.script('normal', 'normal', 'refusing');
    const folder = csvFile();
    const { io, out } = captured(env, folder);
    expect(await evaluateCommand(['answers.csv', '--evaluator', 'openai', '--yes'], io)).toBe(0);
    expect(fake.requests).toHaveLength(ROWS.length);
    const marked = parseMarkingCsv(readFileSync(join(folder, 'answers.marked.csv')));
    expect(marked.rows.map((row) => row.id)).toEqual(ROWS.map(([id]) => id));
    // The refusing answer went to review with the built-in suggestion; the others are the model's.
    const reasons = marked.rows.map((row) => row.review_reasons);
    expect(reasons.filter((reason) => reason?.startsWith('llm_refused'))).toHaveLength(1);
    expect(marked.rows.filter((row) => row.evaluator === 'openai:fake-grader')).toHaveLength(3);
    const printed = out.join('\n');
    expect(printed).toContain('with openai (fake-grader)');
    expect(printed).toContain('Agreement with teacher_mark');
    expect(printed).toMatch(/\| all \| 4 \|/);
    expect(printed).toMatch(/\| What is a pointer\? \| 4 \|/);
    expect(printed).toContain('sent to review');
  });

  it("measures the provider on the teacher-marked Hindi set, telling it each paper's language", async () => {
    fake.reset();
    const folder = mkdtempSync(join(tmpdir(), 'markwise-evaluate-'));
    copyFileSync(HINDI_SET, join(folder, 'hindi.csv'));
    const rows = parseMarkingCsv(readFileSync(HINDI_SET)).rows;
    const { io, out } = captured(env, folder);
    expect(await evaluateCommand(['hindi.csv', '--evaluator', 'openai', '--yes'], io)).toBe(0);
    expect(fake.requests).toHaveLength(rows.length);
    const prompts = fake.requests.map((request) => request.raw);
    const hindiPapers = rows.filter((row) => row.language === 'hi').length;
    expect(hindiPapers).toBeGreaterThan(0);
    expect(prompts.filter((prompt) => prompt.includes('The paper is set in Hindi'))).toHaveLength(
      hindiPapers,
    );
    expect(out.join('\n')).toContain('Agreement with teacher_mark_avg');
  });

  it('marks with the built-in evaluator by default and reports its review share', async () => {
    const folder = csvFile();
    const { io, out } = captured({}, folder);
    expect(await evaluateCommand(['answers.csv', '--no-peers'], io)).toBe(0);
    const marked = parseMarkingCsv(readFileSync(join(folder, 'answers.marked.csv')));
    const offTopic = marked.rows.find((row) => row.id === 'p4')!;
    expect(offTopic).toMatchObject({ marks_awarded: '0', confidence: 'needs_review' });
    expect(offTopic.review_reasons).toMatch(/^off_topic: /);
    expect(out.join('\n')).toContain('Marked 4 answers with built-in');
  });

  it('refuses an unknown evaluator and a provider it is not given', async () => {
    const folder = csvFile();
    const unknown = captured(env, folder);
    expect(await evaluateCommand(['answers.csv', '--evaluator', 'gpt'], unknown.io)).toBe(2);
    expect(unknown.err.join('\n')).toContain('--evaluator must be builtin or openai');
    await expect(
      evaluateCommand(['answers.csv', '--evaluator', 'openai'], captured({}, folder).io),
    ).rejects.toThrow('EVALUATOR=openai needs OPENAI_BASE_URL and OPENAI_MODEL');
  });
});
