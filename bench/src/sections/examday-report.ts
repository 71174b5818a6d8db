/**
 * Submit to report for typed attempts: from the submit's 200 until the student's report shows the
 * attempt marked, polled every 20 ms as closely as a browser could. On a fresh database of the
 * server with an app that runs the evaluation workers in its process (the bench's main app runs
 * none) and the built-in evaluator. A typed attempt: both questions of the paper answered in text
 * (the second is the one the crowds answer with a photo; a photo would be read by OCR first).
 *
 * The report (GET /api/practice-sessions/session/:id/detailed-report, DetailedReportResponse of
 * @markwise/contract) gives the attempt's status as `data.metadata.status`.
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
/** An attempt not marked by then counts as not marked ('timed out'). */
const GIVE_UP_MS = 60_000;
/** Statuses of an attempt the machine has finished marking (released or waiting for a teacher). */
const MARKED = new Set(['evaluated', 'in_review']);

type Report = { data: { metadata: { status: string; failureReason: string | null } } };

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
    const results: { status: number; body?: string }[] = [];
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
          const saved = await http.send('PUT', `/api/attempts/${id}/answers/${questionId}`, token, {
            answerText: text,
          });
          if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.body}`);
        }
        const submitted = await http.send('POST', `/api/attempts/${id}/submit`, token);
        if (submitted.status !== 200) {
          throw new Error(`submit: ${submitted.status} ${submitted.body}`);
        }
        const from = performance.now();
        const reportPath = `/api/practice-sessions/session/${id}/detailed-report`;
        let unreadable = 0;
        for (;;) {
          const report = await http.send('GET', reportPath, token);
          let status: string;
          if (report.status === 200) {
            const { metadata } = (JSON.parse(report.body) as Report).data;
            status = metadata.status;
            if (status === 'failed') status = `failed (${metadata.failureReason})`;
          } else {
            // A report that cannot be read is not progress; a few in a row end the wait.
            if (++unreadable >= 5) throw new Error(`report: ${report.status} ${report.body}`);
            status = `HTTP ${report.status}`;
          }
          const waited = performance.now() - from;
          const done = MARKED.has(status) || status.startsWith('failed');
          if (done || waited > GIVE_UP_MS) {
            const outcome = done ? status : `timed out (${status})`;
            times.push(waited);
            results.push({ status: MARKED.has(status) ? 200 : 500, body: outcome });
            outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      }
    } finally {
      http.close();
    }
    const tally = tallyOf(times, results, 1);
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
