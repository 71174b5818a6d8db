/**
 * The teacher's marking desk: one exam level of the hot institution held in review, with 4,400
 * answers waiting per question, and 20 teachers deciding answers of one question at once. The
 * desk loads its list once (up to 100 answers) and opens the next answer from memory, so what the
 * server must keep fast is each decision, the list read the desk sends when a teacher pauses, and
 * the re-calibration job the decisions queue (run in this app's process).
 */
import { hashPassword } from '@markwise/db';
import { anchorsOf, type Anchor } from '@markwise/evaluator';
import pg from 'pg';
import type { CapturedQuery } from '../app-process.js';
import type { BenchContext } from '../context.js';
import { figure, type Figure } from '../figures.js';
import { BENCH_ADMIN, BENCH_UUID_FUNCTION, SEED_SHAPE, type Step } from '../seed.js';
import { summarize, type LatencyStats } from '../stats.js';
import { deskInBrowser } from './desk-browser.js';

const SECTION = '8. Marking desk';

export const DESK = {
  /** A level of the hot institution (1-100) other than the hot one, so §§ 1-7 read no desk row. */
  level: 4,
  teachers: 20,
  /** Answers of one question each teacher walks. */
  answersPerTeacher: 200,
  /** The desk's page: the most the API gives at once. */
  listLimit: 100,
  decisionTargetMs: 200,
  /** The desk reads its list again this long after a teacher's last decision (useDecideAnswer). */
  settledAfterMs: 2500,
  /** A teacher's pace in the target's run: one decision a second, faster than anyone marks. */
  paceMs: 1000,
  /** Answers walked with J, then kept with Enter, in the browser. */
  browserSteps: 40,
  nextAnswerTargetMs: 100,
} as const;

/**
 * Blocks of `answersPerTeacher` attempts, in list order: one per teacher, one for the single
 * teacher's run and one for warm-ups and the captured decision.
 */
const BLOCKS = DESK.teachers + 2;
const ATTEMPTS = BLOCKS * DESK.answersPerTeacher;
const TEACHER_EMAIL = (n: number) => `bench-teacher-${n}@hot.bench.example`;

type Target = { sessionId: string; questionId: string };
type Timed = { status: number; ms: number; text: string };

/** Every latency of one kind of request in a run, and the answers other than 200 by status. */
type Tally = { latencies: number[]; failed: Map<number, { count: number; first: string }> };

const tally = (): Tally => ({ latencies: [], failed: new Map() });

function record(into: Tally, response: Timed) {
  into.latencies.push(response.ms);
  if (response.status === 200) return;
  const seen = into.failed.get(response.status);
  if (seen) seen.count += 1;
  else into.failed.set(response.status, { count: 1, first: response.text.slice(0, 200) });
}

const failedCount = (t: Tally) => [...t.failed.values()].reduce((sum, f) => sum + f.count, 0);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

const failedText = (t: Tally) =>
  [...t.failed.entries()].map(([status, f]) => `${f.count} × ${status} (${f.first})`).join('; ');

export async function deskSection(context: BenchContext): Promise<Figure[]> {
  const { app, config, log } = context;
  context.memory.phase('desk');
  log(
    `\nMarking desk: level ${DESK.level} in review, ${ATTEMPTS.toLocaleString('en-US')} answers ` +
      `waiting per question, ${DESK.teachers} teachers`,
  );
  const desk = await seedDesk(context.databaseUrl, log);
  const tokens: string[] = [];
  for (let n = 1; n <= DESK.teachers + 1; n++) tokens.push(await loginAs(app.baseUrl, n));
  const [alone, ...teachers] = tokens as [string, ...string[]];
  const question = desk.questionIds[0]!;
  const listPath =
    `/api/levels/${desk.levelId}/reviews?page=1&limit=${DESK.listLimit}` +
    `&questionId=${question}`;
  const http = client(app.baseUrl);
  const readList = (token: string) => http.get(listPath, token);
  const targets = (block: number) =>
    desk.sessionIds
      .slice(block * DESK.answersPerTeacher, (block + 1) * DESK.answersPerTeacher)
      .map((sessionId) => ({ sessionId, questionId: question }));

  // The first answer, as the desk reads it: the list holds what the seed put there.
  const listStatements = await app.captureQueries(async () => {
    const first = await readList(alone);
    const problem = checkList(first, question);
    if (problem) throw new Error(`desk list: ${problem}`);
  });
  log(`  desk list: ${listStatements.length} SQL statements per read`);

  // (a) The reference: an idle request, and (b) the list read alone, both at 1 connection.
  const profile = await sequential(config, () => http.get('/api/auth/profile', alone));
  log(`  idle GET /api/auth/profile: ${line(profile.stats)}`);
  const list = await sequential(config, () => readList(alone));
  log(`  desk list read, 1 connection: ${line(list.stats)}`);
  const listSql = await replayAlone(context.databaseUrl, listStatements);
  log(`  desk list read's SQL replayed alone: ${listSql.summary}`);
  log(indent(`plan of its slowest statement:\n${listSql.plan}`));

  // One teacher alone, then one decision captured: how long a decision takes without company.
  const warmup = targets(DESK.teachers + 1);
  const single = await teachersDecide({
    http,
    tokens: [alone],
    targets: [targets(DESK.teachers)],
    listPath,
    seconds: config.durationSeconds,
    paceMs: 0,
    warmup: config.warmupSeconds > 0 ? warmup.splice(0, 3) : [],
  });
  log(
    `  1 teacher: decisions ${line(single.decisions.stats)}; list reads ${line(single.lists.stats)}`,
  );
  const captured = warmup.shift()!;
  const anchorsBefore = await decidedCount(context.databaseUrl, question);
  const decisionStatements = await app.captureQueries(async () => {
    const response = await http.post(decisionPath(captured), alone, decisionBody(0));
    if (response.status !== 200) {
      throw new Error(`captured decision: ${response.status} ${response.text.slice(0, 200)}`);
    }
  });
  const decisionSql = await replayAlone(context.databaseUrl, decisionStatements);
  const js = await recalibrationInJs(context.databaseUrl, desk, question);
  log(
    `  one decision (${anchorsBefore} answers decided before it): ${decisionStatements.length} ` +
      `statements; SQL ${decisionSql.summary}; ${js.text}`,
  );
  log(indent(`plan of its slowest statement:\n${decisionSql.plan}`));

  // (c) 20 teachers, each deciding their own answers in sequence, the list read when they pause:
  // first at a marker's fastest pace (one decision a second each: the target), then back to back
  // with no time to read at all (how far the server goes). Meanwhile, one connection reads the
  // profile (what the decisions cost every other request) and one reads the desk's list as often
  // as a desk does (a desk opened meanwhile).
  const anchorsAtStart = await decidedCount(context.databaseUrl, question);
  const crowdRun = async (paceMs: number, part: (block: Target[]) => Target[]) => {
    const bystander = tally();
    const reader = tally();
    let deciding = true;
    const connections = watchConnections(context.databaseUrl, () => deciding);
    const [run] = await Promise.all([
      teachersDecide({
        http,
        tokens: teachers,
        targets: teachers.map((_, index) => part(targets(index))),
        listPath,
        seconds: config.durationSeconds,
        paceMs,
        warmup: [],
      }).finally(() => (deciding = false)),
      (async () => {
        while (deciding) record(bystander, await http.get('/api/auth/profile', alone));
      })(),
      (async () => {
        // As often as a desk reads it: once a teacher pauses, DESK.settledAfterMs at most.
        while (deciding) {
          const start = performance.now();
          record(reader, await http.get(listPath, alone));
          await sleep(start + DESK.settledAfterMs - performance.now());
        }
      })(),
    ]);
    const result = {
      ...run,
      bystander: { tally: bystander, stats: summarize(bystander.latencies, 1) },
      reader: { tally: reader, stats: summarize(reader.latencies, 1) },
      held: await connections,
    };
    log(
      `  ${DESK.teachers} teachers, ${paceMs > 0 ? `one decision every ${paceMs} ms each` : 'back to back'}: ` +
        `decisions ${line(run.decisions.stats)}, ${failedCount(run.decisions.tally)} not 200 ` +
        `(${run.decisions.stats.perSecond.toFixed(1)}/s); list reads meanwhile ` +
        `${line(result.reader.stats)}, after each teacher's last decision ${line(run.lists.stats)}; ` +
        `profile meanwhile ${line(result.bystander.stats)}, ` +
        `max ${Math.max(...bystander.latencies).toFixed(0)} ms; at most ${result.held.waiting} of ` +
        `the app's ${result.held.connections} connections waited on a lock at once`,
    );
    return result;
  };
  // Each teacher's block of answers: the paced run takes from the start, the other from the middle.
  const half = DESK.answersPerTeacher / 2;
  const crowd = await crowdRun(DESK.paceMs, (block) => block.slice(0, half));
  const anchorsAtEnd = await decidedCount(context.databaseUrl, question);
  const flood = await crowdRun(0, (block) => block.slice(half));
  const bystanderStats = crowd.bystander.stats;
  const bystander = crowd.bystander.tally;
  const readerStats = crowd.reader.stats;
  const reader = crowd.reader.tally;
  const held = crowd.held;
  const jsAtEnd = await recalibrationInJs(context.databaseUrl, desk, question);
  log(`  at the end: ${jsAtEnd.text}`);

  // (d) The desk in Chromium: the next answer on screen after J, and after Enter (the decision
  // saved in the background), with the page of answers the desk holds.
  const browser = await deskInBrowser({
    baseUrl: app.baseUrl,
    chromium: config.chromium,
    path: `/exams/journey/reports/${desk.levelId}/desk?question=${question}`,
    credentials: { email: TEACHER_EMAIL(1), password: BENCH_ADMIN.password },
    steps: DESK.browserSteps,
  });
  const moves = summarize(browser.moves, 1);
  const accepts = summarize(browser.accepts, 1);
  log(`  in Chromium: next answer after J ${line(moves)}; after Enter ${line(accepts)}`);

  const reference = {
    name: 'idle GET /api/auth/profile p95, 1 connection',
    value: profile.stats.p95,
  };
  const atMost = (limit: number, value: number) => ({
    text: `≤ ${limit} ms`,
    holds: Number.isFinite(value) && value <= limit,
  });
  const ofRun = (stats: LatencyStats, t: Tally) =>
    `p50/p99 ${stats.p50.toFixed(1)}/${stats.p99.toFixed(1)} ms, ${stats.count} requests` +
    (failedCount(t) > 0 ? `, not 200: ${failedText(t)}` : '');
  const allFailures = [crowd, flood, single].reduce(
    (sum, run) => sum + failedCount(run.decisions.tally),
    0,
  );
  return [
    figure(
      SECTION,
      'idle request: GET /api/auth/profile p95, 1 connection',
      profile.stats.p95,
      'ms',
      {
        note: `the reference of the rows below; p50 ${profile.stats.p50.toFixed(2)} ms`,
      },
    ),
    figure(SECTION, 'next answer on screen after J, p95 (Chromium, 1280 px)', moves.p95, 'ms', {
      reference,
      target: atMost(DESK.nextAnswerTargetMs, moves.p95),
      note:
        `p50/max ${moves.p50.toFixed(1)}/${Math.max(...browser.moves).toFixed(1)} ms over ` +
        `${moves.count} moves; from the key to the frame after the answer changed`,
    }),
    figure(
      SECTION,
      'next answer on screen after Enter (suggestion kept, saved meanwhile), p95 (Chromium)',
      accepts.p95,
      'ms',
      {
        reference,
        target: atMost(DESK.nextAnswerTargetMs, accepts.p95),
        note:
          `p50/max ${accepts.p50.toFixed(1)}/${Math.max(...browser.accepts).toFixed(1)} ms over ` +
          `${accepts.count} decisions, one every 300 ms or so`,
      },
    ),
    figure(
      SECTION,
      `desk list read (limit ${DESK.listLimit}, one question) p95, 1 connection`,
      list.stats.p95,
      'ms',
      {
        reference,
        note:
          `the desk's prefetch, read in the background (on opening, and once a teacher pauses); ` +
          `${ofRun(list.stats, list.tally)}; ${listStatements.length} SQL statements; ` +
          `${ATTEMPTS.toLocaleString('en-US')} answers waiting on the question`,
      },
    ),
    figure(
      SECTION,
      `desk list read p95 while ${DESK.teachers} teachers decide`,
      readerStats.p95,
      'ms',
      {
        reference,
        note:
          `one more connection reading the list every ${DESK.settledAfterMs} ms meanwhile; ${ofRun(readerStats, reader)}; ` +
          `each teacher's own read ${DESK.settledAfterMs} ms after their last decision: ` +
          `p95 ${crowd.lists.stats.p95.toFixed(1)} ms`,
      },
    ),
    figure(
      SECTION,
      `idle request p95 while ${DESK.teachers} teachers decide`,
      bystanderStats.p95,
      'ms',
      {
        reference,
        note:
          `GET /api/auth/profile on 1 connection of its own; ${ofRun(bystanderStats, bystander)}, ` +
          `max ${Math.max(...bystander.latencies).toFixed(0)} ms`,
      },
    ),
    figure(SECTION, 'decision p95, 1 teacher alone', single.decisions.stats.p95, 'ms', {
      reference,
      note:
        `${ofRun(single.decisions.stats, single.decisions.tally)} in ${config.durationSeconds} s; ` +
        `the list read ${DESK.settledAfterMs} ms after the last: p95 ${single.lists.stats.p95.toFixed(1)} ms`,
    }),
    figure(
      SECTION,
      `decision p95, ${DESK.teachers} teachers at once on one question, one decision a second each`,
      crowd.decisions.stats.p95,
      'ms',
      {
        reference,
        target: atMost(DESK.decisionTargetMs, crowd.decisions.stats.p95),
        note:
          `${ofRun(crowd.decisions.stats, crowd.decisions.tally)} started in ` +
          `${config.durationSeconds} s; decided answers on the question ` +
          `${anchorsAtStart} → ${anchorsAtEnd}; at most ${held.waiting} of the app's ` +
          `${held.connections} database connections waited on a lock at once`,
      },
    ),
    figure(
      SECTION,
      `decision p95, ${DESK.teachers} teachers deciding back to back (no time to read)`,
      flood.decisions.stats.p95,
      'ms',
      {
        reference,
        note:
          `how far the server goes: ${flood.decisions.stats.perSecond.toFixed(1)} decisions a ` +
          `second, ${ofRun(flood.decisions.stats, flood.decisions.tally)}; the list read meanwhile ` +
          `p95 ${flood.reader.stats.p95.toFixed(0)} ms, the profile p95 ` +
          `${flood.bystander.stats.p95.toFixed(0)} ms`,
      },
    ),
    figure(SECTION, 'decisions answered other than 200', allFailures, '', {
      target: { text: 'none (each teacher decides their own answers)', holds: allFailures === 0 },
      note:
        allFailures > 0
          ? [crowd, flood, single].map((run) => failedText(run.decisions.tally)).join('; ')
          : undefined,
    }),
    figure(SECTION, 'SQL statements in one decision', decisionStatements.length, '', {
      note:
        `${anchorsBefore} answers decided before it; its SQL ${decisionSql.summary}; ${js.text}; ` +
        `at the end, ${jsAtEnd.text}`,
    }),
    figure(SECTION, 'SQL statements in one desk list read', listStatements.length, '', {
      note: `its SQL ${listSql.summary}`,
    }),
  ];
}

/** One desk per teacher (tokens[i] walks targets[i]) for `seconds`; the in-flight ones finish. */
async function teachersDecide(options: {
  http: Http;
  tokens: string[];
  targets: Target[][];
  listPath: string;
  seconds: number;
  /** Each teacher starts a decision at most this often; 0: the next as soon as one is saved. */
  paceMs: number;
  /** Decided first, unmeasured, by the first teacher. */
  warmup: Target[];
}) {
  const { http, listPath } = options;
  const decisions = tally();
  const lists = tally();
  for (const [index, target] of options.warmup.entries()) {
    await http.post(decisionPath(target), options.tokens[0]!, decisionBody(index));
    await http.get(listPath, options.tokens[0]!);
  }
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  // The desk's own order: decisions back to back (the next answer is already on screen), and the
  // list read again once the teacher pauses for DESK.settledAfterMs after their last decision;
  // this teacher never pauses, so that read comes after their last decision.
  const teacher = async (token: string, targets: Target[]) => {
    // Spread over the first pace, so the teachers do not all decide in the same instant.
    await sleep(Math.random() * options.paceMs);
    for (const [index, target] of targets.entries()) {
      const start = performance.now();
      if (start >= deadline) break;
      record(decisions, await http.post(decisionPath(target), token, decisionBody(index)));
      await sleep(start + options.paceMs - performance.now());
    }
    await sleep(DESK.settledAfterMs);
    record(lists, await http.get(listPath, token));
  };
  await Promise.all(options.tokens.map((token, i) => teacher(token, options.targets[i]!)));
  const seconds = (performance.now() - started) / 1000;
  return {
    // Decisions start within `seconds` (those in flight then finish): their rate is over that.
    decisions: { tally: decisions, stats: summarize(decisions.latencies, options.seconds) },
    lists: { tally: lists, stats: summarize(lists.latencies, seconds) },
  };
}

/**
 * Samples pg_stat_activity every 250 ms while `going()`: the most client connections to the
 * database at once and the most of them waiting on a lock (the app's pool, while the bench itself
 * holds none but this one).
 */
async function watchConnections(databaseUrl: string, going: () => boolean) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const most = { connections: 0, waiting: 0 };
  try {
    while (going()) {
      const { rows } = await db.query<{ connections: number; waiting: number }>(
        `select count(*)::int as connections,
                (count(*) filter (where wait_event_type = 'Lock'))::int as waiting
         from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend'
           and pid <> pg_backend_pid()`,
      );
      most.connections = Math.max(most.connections, rows[0]!.connections);
      most.waiting = Math.max(most.waiting, rows[0]!.waiting);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return most;
  } finally {
    await db.end();
  }
}

/** Requests one after another on one connection: a warm-up, then `durationSeconds` measured. */
async function sequential(
  config: BenchContext['config'],
  request: () => Promise<Timed>,
): Promise<{ stats: LatencyStats; tally: Tally }> {
  const until = async (seconds: number, into: Tally) => {
    const deadline = performance.now() + seconds * 1000;
    while (performance.now() < deadline) record(into, await request());
  };
  await until(config.warmupSeconds, tally());
  const measured = tally();
  await until(config.durationSeconds, measured);
  return { stats: summarize(measured.latencies, config.durationSeconds), tally: measured };
}

/** Two of three decisions accept the suggestion; the third changes the mark, with a reason. */
function decisionBody(index: number) {
  return index % 3 === 2
    ? { decision: 'change', marks: ((index * 7) % 21) / 2, reason: 'The example is missing.' }
    : { decision: 'accept' };
}

const decisionPath = (target: Target) =>
  `/api/evaluation/sessions/${target.sessionId}/answers/${target.questionId}/review`;

type Http = ReturnType<typeof client>;

/**
 * fetch (undici, keep-alive) with the time to the last byte of the body, as the desk's client
 * sees it; answers are compressed when the server compresses them, as for a browser.
 */
function client(baseUrl: string) {
  const send = async (path: string, token: string, body?: unknown): Promise<Timed> => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate, br',
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, text };
  };
  return {
    get: (path: string, token: string) => send(path, token),
    post: (path: string, token: string, body: unknown) => send(path, token, body),
  };
}

const line = (stats: LatencyStats) =>
  `p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms (${stats.count})`;

type ListBody = {
  data?: { question?: { id?: string }; needsDecision?: boolean }[];
  questions?: { questionId: string; waiting: number }[];
  pagination?: { totalItems?: number };
};

function checkList(response: Timed, questionId: string): string | undefined {
  if (response.status !== 200) return `answered ${response.status} ${response.text.slice(0, 200)}`;
  const body = JSON.parse(response.text) as ListBody;
  if (body.data?.length !== DESK.listLimit)
    return `expected ${DESK.listLimit} answers, got ${body.data?.length}`;
  if (body.data.some((item) => item.question?.id !== questionId || !item.needsDecision)) {
    return 'an answer of another question, or not needing a decision';
  }
  if (body.pagination?.totalItems !== ATTEMPTS)
    return `expected ${ATTEMPTS} waiting, got ${body.pagination?.totalItems}`;
  const waiting = body.questions?.map((question) => question.waiting);
  if (waiting?.length !== SEED_SHAPE.questionsPerPaper || waiting.some((n) => n !== ATTEMPTS)) {
    return `expected ${ATTEMPTS} waiting on each question, got ${JSON.stringify(waiting)}`;
  }
  return undefined;
}

async function loginAs(baseUrl: string, n: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEACHER_EMAIL(n), password: BENCH_ADMIN.password }),
  });
  if (!response.ok)
    throw new Error(`Teacher ${n}: login ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

type Desk = { levelId: string; questionIds: string[]; sessionIds: string[]; question: QuestionRow };
type QuestionRow = { text: string; marks: number };

/**
 * The desk's data, set-based like the main seed: the level releases after review; 4,400 of its
 * attempts by distinct students of the hot institution are in review, each with every question
 * answered (typed answers of 3-6 sentences, drawn from a pool so that answers resemble each other
 * as a class's do), machine-marked with `needs_review` and a reason, undecided and unreleased;
 * and one admin per teacher (teachers are admins in this app).
 */
async function seedDesk(databaseUrl: string, log: (line: string) => void): Promise<Desk> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const step: Step = async (label, statement, values = []) => {
      const started = performance.now();
      const result = await db.query(statement, values);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log(`  desk seed, ${label}: ${result.rowCount ?? 0} rows, ${seconds} s`);
    };
    await db.query(BENCH_UUID_FUNCTION);
    await db.query('select setseed(0.24)');
    const level = `pg_temp.bench_uuid('level-${DESK.level}')`;
    const firstQuestion = (DESK.level - 1) * SEED_SHAPE.questionsPerPaper;
    await step(
      'level releases after review',
      `update levels set release_policy = 'after_review' where id = ${level}`,
    );
    await step(
      'teachers',
      `insert into users (institution_id, role, email, password_hash, first_name, last_name)
       select pg_temp.bench_uuid('institution-1'), 'ADMIN', 'bench-teacher-' || t || '@hot.bench.example',
              $1, 'Teacher', 'No. ' || t
       from generate_series(1, ${DESK.teachers + 1}) t`,
      [await hashPassword(BENCH_ADMIN.password)],
    );
    await step(
      'attempts in review',
      `insert into practice_sessions (institution_id, user_id, level_id, paper_id, status, start_time,
         end_time, submitted_at, marks_allocated, evaluation_runs, attempt_number, created_at)
       select pg_temp.bench_uuid('institution-1'), pg_temp.bench_uuid('student-' || g), ${level},
              pg_temp.bench_uuid('paper-${DESK.level}'), 'in_review', at - interval '45 minutes', at, at,
              ${SEED_SHAPE.questionsPerPaper * SEED_SHAPE.marksPerQuestion}, 1, 1, at - interval '45 minutes'
       from (select g, now() - interval '3 days' + g * interval '20 seconds' as at
             from generate_series(1, ${ATTEMPTS}) g) attempts`,
    );
    const sentences = SENTENCES.map((s) => `'${s.replaceAll("'", "''")}'`).join(', ');
    await step(
      'answers waiting for a teacher',
      `insert into answers (session_id, question_id, answer_text, marks_allocated, marks_awarded,
         evaluator_marks_awarded, suggested_marks, confidence, review_reasons, feedback, evaluator,
         submitted_at)
       select s.id, pg_temp.bench_uuid('question-' || (${firstQuestion} + q)),
              (select string_agg((array[${sentences}])[1 + abs(hashint4(s.n * 31 + q * 977 + k * 7919)) % ${SENTENCES.length}], ' ')
               from generate_series(1, 3 + abs(hashint4(s.n + q)) % 4) k),
              ${SEED_SHAPE.marksPerQuestion}, m.marks, m.marks, m.marks, 'needs_review',
              jsonb_build_array(jsonb_build_object('code', m.code, 'detail', 'The machine was unsure of this answer.')),
              jsonb_build_object('guidlines', 'Name the idea, explain it, give an example.',
                'readable_response', 'The idea is named; the example is thin.',
                'marks_per_question', jsonb_build_array()),
              'builtin', s.submitted_at
       from (select id, submitted_at, row_number() over (order by submitted_at, id)::int as n
             from practice_sessions where level_id = ${level} and status = 'in_review') s
       cross join generate_series(1, ${SEED_SHAPE.questionsPerPaper}) q
       cross join lateral (
         select (floor(random() * ${2 * SEED_SHAPE.marksPerQuestion + 1}) / 2)::real as marks,
                (array['off_topic', 'keyword_list', 'text_dump', 'restated_question'])[1 + (s.n + q) % 4] as code
       ) m`,
    );
    const started = performance.now();
    await db.query('analyze users, practice_sessions, answers, level_progress');
    log(`  desk seed, analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const ids = await db.query<{ level: string; questions: string[]; sessions: string[] }>(
      `select ${level} as level,
              array(select id::text from questions where paper_id = pg_temp.bench_uuid('paper-${DESK.level}')
                    order by number) as questions,
              array(select id::text from practice_sessions where level_id = ${level} and status = 'in_review'
                    order by submitted_at, id) as sessions`,
    );
    const row = ids.rows[0]!;
    const question = await db.query<QuestionRow>(
      'select text, marks from questions where id = $1',
      [row.questions[0]],
    );
    return {
      levelId: row.level,
      questionIds: row.questions,
      sessionIds: row.sessions,
      question: question.rows[0]!,
    };
  } finally {
    await db.end();
  }
}

/** Sentences about one idea, of which each answer takes a few. */
const SENTENCES = [
  'Photosynthesis is how green plants make their own food from light.',
  'Chlorophyll in the leaves absorbs sunlight, mostly red and blue light.',
  'Carbon dioxide enters the leaf through small pores called stomata.',
  'Water is taken up by the roots and carried to the leaves in the xylem.',
  'The light energy splits water and releases oxygen as a by-product.',
  'Glucose is made from carbon dioxide and stored as starch.',
  'For example, a potted plant kept in the dark turns pale and stops growing.',
  'The equation is carbon dioxide plus water gives glucose and oxygen.',
  'It matters because every food chain starts with the energy plants capture.',
  'Animals breathe the oxygen that plants release during the day.',
  'At night plants only respire, so they take in oxygen and give out carbon dioxide.',
  'The rate goes up with more light until something else limits it.',
  'Temperature affects the enzymes, so too much heat slows the process.',
  'I think plants eat soil, which is why they grow in pots.',
  'My teacher showed us an experiment with iodine turning the leaf blue-black.',
  'The leaf that was covered with foil had no starch in that part.',
  'Photosynthesis happens in the chloroplasts inside the palisade cells.',
  'Plants need sunlight, water and air, and they give us food and oxygen.',
  'Without photosynthesis there would be no oxygen in the atmosphere.',
  'Sugar made in the leaf moves to the rest of the plant through the phloem.',
  'Desert plants open their stomata at night to save water.',
  'The process turns light energy into chemical energy stored in glucose.',
  'Farmers raise carbon dioxide in greenhouses so crops grow faster.',
  'Respiration is the opposite of photosynthesis and releases energy.',
  'A variegated leaf only makes starch in its green parts.',
  'Algae in the sea make much of the oxygen we breathe.',
  'The answer is that plants make food using the sun.',
  'Light-dependent reactions happen first, then the Calvin cycle fixes carbon.',
  'Bubbles of oxygen can be counted from pondweed under a lamp.',
  'The more bubbles there are, the faster photosynthesis is going.',
];

/** Answers of the question a teacher has decided: the anchors the next decision re-calibrates with. */
async function decidedCount(databaseUrl: string, questionId: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from answers where question_id = $1 and overridden_at is not null',
      [questionId],
    );
    return Number(rows[0]!.n);
  } finally {
    await db.end();
  }
}

/**
 * Where a request's SQL time goes: its statements (as the app ran them) replayed one after
 * another on one connection in a transaction that is rolled back, grouped by verb and table; and
 * the plan (EXPLAIN ANALYZE, BUFFERS, rolled back too) of the slowest single statement.
 */
async function replayAlone(databaseUrl: string, statements: CapturedQuery[]) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const groups = new Map<string, { count: number; ms: number }>();
  let total = 0;
  let slowest: { ms: number; statement?: CapturedQuery } = { ms: -1 };
  const query = (statement: CapturedQuery, prefix = '') =>
    db.query({
      text: `${prefix}${statement.text}`,
      values: statement.values,
      ...(statement.rowMode === 'array' && !prefix ? { rowMode: 'array' as const } : {}),
    });
  let plan = '';
  try {
    await db.query('begin');
    for (const statement of statements) {
      if (/^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i.test(statement.text))
        continue;
      const started = performance.now();
      await query(statement);
      const ms = performance.now() - started;
      total += ms;
      if (ms > slowest.ms) slowest = { ms, statement };
      const key = shortSql(statement.text);
      const group = groups.get(key) ?? { count: 0, ms: 0 };
      group.count += 1;
      group.ms += ms;
      groups.set(key, group);
    }
    if (slowest.statement) {
      const { rows } = await query(slowest.statement, 'explain (analyze, buffers) ');
      plan = [
        slowest.statement.text,
        ...(rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']),
      ].join('\n');
    }
  } finally {
    await db.query('rollback').catch(() => undefined);
    await db.end();
  }
  const top = [...groups.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 3)
    .map(([text, g]) => `${g.count} × ${text} ${g.ms.toFixed(0)} ms`)
    .join(', ');
  return { summary: `replayed alone ${total.toFixed(0)} ms (${top})`, totalMs: total, plan };
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');

/** The start of a statement, enough to tell which it is: its verb and table. */
function shortSql(text: string): string {
  const flat = text.replace(/\s+/g, ' ').replaceAll('"', '').trim();
  const verb = flat.split(' ')[0]!.toLowerCase();
  if (verb === 'update') return `"${/^update \w+ set \w+/i.exec(flat)?.[0] ?? flat.slice(0, 40)}…"`;
  if (verb === 'insert') return `"${/^insert into \w+/i.exec(flat)?.[0] ?? flat.slice(0, 40)}…"`;
  const from = /\bfrom (\w+)/i.exec(flat)?.[1] ?? '?';
  return `"${verb} … from ${from}${/ for (no key )?update/i.test(flat) ? ' … for update' : ''}"`;
}

/**
 * The JavaScript of one re-calibration run (the job a decision queues): the question's decided
 * answers as anchors, analysed once, then each undecided answer re-suggested; timed.
 */
async function recalibrationInJs(databaseUrl: string, desk: Desk, questionId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{
      answer: string;
      machine: number | null;
      teacher: number | null;
      decided: boolean;
    }>(
      `select answer_text as answer, evaluator_marks_awarded as machine, marks_awarded as teacher,
              overridden_at is not null as decided
       from answers
       where question_id = $1 and (overridden_at is not null or released_at is null)`,
      [questionId],
    );
    const anchors: Anchor[] = rows
      .filter((row) => row.decided && row.machine !== null && row.teacher !== null)
      .map((row) => ({
        answer: row.answer,
        machineMarks: row.machine!,
        teacherMarks: row.teacher!,
      }));
    const undecided = rows.filter((row) => !row.decided && row.machine !== null);
    const started = performance.now();
    const markOf = anchorsOf(desk.question.text, anchors);
    for (const row of undecided) {
      markOf({ answer: row.answer, machineMarks: row.machine!, maxMarks: desk.question.marks });
    }
    const ms = performance.now() - started;
    return {
      ms,
      text:
        `re-calibrating ${undecided.length.toLocaleString('en-US')} suggestions against ` +
        `${anchors.length} anchors takes ${ms.toFixed(0)} ms of JavaScript (one run of the job)`,
    };
  } finally {
    await db.end();
  }
}
