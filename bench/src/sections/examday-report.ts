/**
 * Submit to report for typed attempts: from the submit's 200 until the student's report shows the
 * attempt marked, polled every 20 ms as closely as a browser could. On a fresh database of the
 * server with an app that runs the evaluation workers in its process (the bench's main app runs
 * none) and the built-in evaluator.
 */
import { randomBytes } from 'node:crypto';
import { createDatabase, migrateDatabase } from '@markwise/db';
import pg from 'pg';
import { startApp, type AppProcess } from '../app-process.js';
import { createBenchDatabase, dropBenchDatabase } from '../bench-database.js';
import type { BenchContext } from '../context.js';
import { examClient, tallyOf } from '../exam-load.js';
import { figure, type Figure } from '../figures.js';
import { accessToken, seedExamDay } from './examday-seed.js';

const SECTION = '9. Exam day';
const POLL_MS = 20;
/** Statuses of an attempt the machine has finished marking (released or waiting for a teacher). */
const MARKED = new Set(['evaluated', 'in_review']);

export async function submitToReport(context: BenchContext): Promise<Figure[]> {
  const { config, log } = context;
  const attempts = config.exam.reports;
  const name = `${config.databaseName}_report_${randomBytes(3).toString('hex')}`;
  log(`\nExam day: submit to report, ${attempts} typed attempts, built-in evaluator`);
  const databaseUrl = await createBenchDatabase(config.serverUrl, name);
  let app: AppProcess | undefined;
  try {
    const database = await createDatabase({ databaseUrl, dataDir: 'unused', poolSize: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const seed = await seedExamDay(client, { students: attempts, rounds: 1, log }).finally(() =>
      client.end(),
    );
    app = await startApp({
      databaseUrl,
      poolSize: config.connections,
      logLevel: config.appLogLevel,
      env: { EVALUATION_WORKERS: 'in-process', EVALUATOR: 'builtin' },
    });
    const http = examClient(app.baseUrl, 4);
    const round = seed.rounds[0]!;
    const times: number[] = [];
    const statuses: number[] = [];
    const outcomes = new Map<string, number>();
    try {
      for (const [s, student] of seed.students.entries()) {
        const token = accessToken(app.jwtSecret, seed.institutionId, student);
        const started = await http.send('POST', '/api/attempts', token, { levelId: round.levelId });
        if (started.status !== 201) throw new Error(`start: ${started.status} ${started.body}`);
        const id = (JSON.parse(started.body) as { data: { _id: string } }).data._id;
        for (const questionId of [round.typedQuestionId, round.photoQuestionId]) {
          const text =
            `Refraction is the bending of light when it passes from one medium into another (${s}); ` +
            'its speed changes, so a straw in water looks bent.';
          await http.send('PUT', `/api/attempts/${id}/answers/${questionId}`, token, {
            answerText: text,
          });
        }
        const submitted = await http.send('POST', `/api/attempts/${id}/submit`, token);
        if (submitted.status !== 200) throw new Error(`submit: ${submitted.status}`);
        const from = performance.now();
        const reportPath = `/api/practice-sessions/session/${id}/detailed-report`;
        for (;;) {
          const report = await http.send('GET', reportPath, token);
          const status =
            report.status === 200
              ? (JSON.parse(report.body) as { data: { status: string } }).data.status
              : `HTTP ${report.status}`;
          if (MARKED.has(status) || status === 'failed' || performance.now() - from > 120_000) {
            times.push(performance.now() - from);
            statuses.push(MARKED.has(status) ? 200 : 500);
            outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      }
    } finally {
      http.close();
    }
    const tally = tallyOf(times, statuses, 1);
    const seen = [...outcomes.entries()].map(([status, n]) => `${n} ${status}`).join(', ');
    log(
      `  submit to report: p50 ${tally.p50.toFixed(0)} ms, p95 ${tally.p95.toFixed(0)} ms (${seen})`,
    );
    return [
      figure(SECTION, `submit to report, typed attempt (${attempts}), p95`, tally.p95, 'ms', {
        reference: { name: `report poll interval`, value: POLL_MS },
        target: {
          text: 'every attempt marked',
          holds: [...outcomes.keys()].every((status) => MARKED.has(status)),
        },
        note: `p50 ${tally.p50.toFixed(0)} ms; ${seen}; built-in evaluator, workers in the app`,
      }),
    ];
  } finally {
    await app?.stop();
    await dropBenchDatabase(config.serverUrl, name);
  }
}
