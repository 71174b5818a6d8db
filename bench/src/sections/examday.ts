/**
 * Exam day: N students of one institution sit one timed exam at once. Each starts it, autosaves
 * a typed answer again and again, uploads one photo and submits with everyone else. Autosaves
 * run as a closed loop (clients saving back to back) and as an open loop (a fixed offered rate),
 * each beside the autosave's own SQL replayed on the database under the same load and an idle
 * signed-in request; afterwards every student's last acknowledged text must be what is stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateDatabase } from '@markwise/db';
import pg from 'pg';
import { startApp, type AppProcess, type CapturedQuery } from '../app-process.js';
import type { BenchContext } from '../context.js';
import {
  burst,
  closedLoop,
  examClient,
  failedCount,
  failedText,
  failedWhy,
  mergeTallies,
  openLoop,
  type ExamClient,
  type Reply,
  type Tally,
} from '../exam-load.js';
import { figure, type Figure } from '../figures.js';
import { tinyPng } from '../tiny-png.js';
import { submitToReport } from './examday-report.js';
import { accessToken, seedExamDay, type ExamDaySeed, type ExamRound } from './examday-seed.js';
import { pgliteQueryClient } from './pglite.js';

const SECTION = '9. Exam day';
/** Connections the bench opens at most: a crowd past that waits in its queue, timed all the same. */
const SOCKETS = 1_000;
/** Clients saving back to back at most (the issue's crowds of 10 to 200 saving at once). */
const CLOSED_CLIENTS = 200;
/**
 * The web app saves a typed answer once typing pauses this long (AUTOSAVE_DELAY_MS of
 * apps/web/src/features/attempt/lib/answer-saver.ts), one save of an answer at a time: one
 * student's browser offers at most 1000/800 saves a second, so a crowd of N at most N × 1.25/s.
 * The open loop offers no more than that: 2,000/s from 10 students (200 a second each, in order)
 * would time the bench's own per-student queue, not the server.
 */
const AUTOSAVE_PAUSE_MS = 800;
/** Read-backs of the answers-lost check: tries per student, and the first back-off. */
const READ_TRIES = 5;
const READ_BACKOFF_MS = 100;
const TARGETS = {
  postgresRate: 2_000,
  /** Autosave p95 over its own SQL's p95 under the same load. */
  postgresRatio: 1.5,
  pgliteRate: 1_000,
  pgliteStartStudents: 2_000,
  pgliteStartP95Ms: 1_000,
};

type Database = 'PostgreSQL' | 'PGlite';
type Crowd = {
  database: Database;
  app: AppProcess;
  seed: ExamDaySeed;
  round: ExamRound;
  students: number;
  rate: number;
  /** PostgreSQL only: where the autosave's SQL is replayed, on a pool the app's size. */
  replay?: { databaseUrl: string; poolSize: number };
  /** The largest crowd of the run: the one the rate targets are read on. */
  largest: boolean;
};

export async function examDaySection(context: BenchContext): Promise<Figure[]> {
  const { config, log } = context;
  const { exam } = config;
  context.memory.phase('exam day');
  const figures: Figure[] = [];
  if (exam.students.length > 0) {
    log(`\nExam day on PostgreSQL: ${exam.students.join(', ')} students`);
    const seed = await seedOnPostgres(context.databaseUrl, exam.students, log);
    for (const [index, students] of exam.students.entries()) {
      const sat = await sitExam(context, {
        database: 'PostgreSQL',
        app: context.app,
        seed,
        round: seed.rounds[index]!,
        students,
        rate: exam.rate,
        replay: { databaseUrl: context.databaseUrl, poolSize: config.connections },
        largest: students === Math.max(...exam.students),
      });
      figures.push(...sat.figures);
    }
  }
  if (exam.pgliteStudents.length > 0) {
    log(`\nExam day on PGlite: ${exam.pgliteStudents.join(', ')} students`);
    const dataDir = mkdtempSync(join(tmpdir(), 'markwise-bench-examday-'));
    let app: AppProcess | undefined;
    try {
      const database = await createDatabase({ dataDir });
      let seed: ExamDaySeed;
      try {
        await migrateDatabase(database);
        seed = await seedExamDay(pgliteQueryClient(database), {
          students: Math.max(...exam.pgliteStudents),
          rounds: exam.pgliteStudents.length,
          log,
        });
      } finally {
        await database.close();
      }
      app = await startApp({ dataDir, poolSize: 1, logLevel: config.appLogLevel });
      const biggest = Math.max(...exam.pgliteStudents);
      let largest: { students: number; sat: Awaited<ReturnType<typeof sitExam>> } | undefined;
      for (const [index, students] of exam.pgliteStudents.entries()) {
        const sat = await sitExam(context, {
          database: 'PGlite',
          app,
          seed,
          round: seed.rounds[index]!,
          students,
          rate: exam.pgliteRate,
          largest: students === biggest,
        });
        figures.push(...sat.figures);
        if (students === biggest) largest = { students, sat };
      }
      await app.stop();
      app = undefined;
      if (largest) figures.push(await pgliteSqlAlone(context, dataDir, largest));
    } finally {
      await app?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  figures.push(...(await submitToReport(context)));
  return figures;
}

async function seedOnPostgres(databaseUrl: string, crowds: number[], log: (l: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await seedExamDay(client, {
      students: Math.max(...crowds),
      rounds: crowds.length,
      log,
    });
  } finally {
    await client.end();
  }
}

/** One crowd through the whole exam, on one database. */
async function sitExam(context: BenchContext, crowd: Crowd) {
  const { log } = context;
  const { app, seed, round, students, database } = crowd;
  const seconds = context.config.exam.seconds;
  const label = `${database}, ${students.toLocaleString('en-US')} students`;
  const tokens = seed.students
    .slice(0, students)
    .map((student) => accessToken(app.jwtSecret, seed.institutionId, student));
  const http = examClient(app.baseUrl, Math.min(students, SOCKETS));
  let replay: Replay | undefined;
  try {
    // Everyone starts at once.
    const sessionIds: string[] = [];
    const start = await burst(students, async (s) => {
      const reply = await http.send('POST', '/api/attempts', tokens[s]!, {
        levelId: round.levelId,
      });
      if (reply.status === 201) sessionIds[s] = (JSON.parse(reply.body) as SessionReply).data._id;
      return reply;
    });
    log(`  ${label}: exam start ${line(start)}, all in ${start.seconds.toFixed(1)} s`);
    if (sessionIds.filter(Boolean).length !== students) {
      throw new Error(`${label}: ${failedText(start)} starting the exam`);
    }

    const acknowledged: string[] = [];
    let version = 0;
    const draft = (s: number) =>
      `Student ${s}, draft ${++version}: refraction is the bending of light as it passes from ` +
      'air into water, because light travels more slowly in water; a straw looks bent.';
    const savePath = (s: number) =>
      `/api/attempts/${sessionIds[s]}/answers/${round.typedQuestionId}`;
    const save = async (s: number) => {
      const text = draft(s);
      const reply = await http.send('PUT', savePath(s), tokens[s]!, { answerText: text });
      if (reply.status === 200) acknowledged[s] = text;
      return reply;
    };
    const profile = (s: number) => http.send('GET', '/api/auth/profile', tokens[s]!);

    // The autosave's SQL as the app ran it for student 0, then for any student by substitution.
    const captured = await captureSave(app, save, seed, sessionIds, log);
    replay = crowd.replay && (await sqlReplay(crowd.replay, captured, sessionIds, round));
    if (replay) acknowledged[replay.probe.student] = replay.probe.text;
    const replaySave = async (s: number) => {
      const text = draft(s);
      try {
        await replay!.run(s, text);
      } catch (error) {
        return { status: 0, body: String(error) };
      }
      acknowledged[s] = text;
      return { status: 200 };
    };

    // Closed loop: clients saving back to back, each over its own students in turn.
    const clients = Math.min(students, CLOSED_CLIENTS);
    const studentOf = (index: number, lane: number) => {
      const own = Math.ceil((students - lane) / clients);
      return lane + (Math.floor(index / clients) % own) * clients;
    };
    await closedLoop(clients, 1, (i, lane) => save(studentOf(i, lane)));
    const closed = await inTurns(seconds, {
      api: (part) => closedLoop(clients, part, (i, lane) => save(studentOf(i, lane))),
      sql:
        replay &&
        ((part) => closedLoop(clients, part, (i, lane) => replaySave(studentOf(i, lane)))),
      idle: (part) => closedLoop(clients, part, (i, lane) => profile(studentOf(i, lane))),
    });
    log(
      `  ${label}: autosave, ${clients} clients back to back: ${line(closed.api)}` +
        (closed.sql ? `; its SQL ${line(closed.sql)}` : '') +
        `; idle profile ${line(closed.idle)}`,
    );

    // Open loop: `offered` saves a second, each student's in order. Its SQL first, so that the
    // app's saves are the last before the photos.
    const offered = offeredRate(crowd);
    const loop = { perSecond: offered, seconds, lanes: students };
    const openSql = replay ? await openLoop(loop, (_, s) => replaySave(s)) : undefined;
    const open = await openLoop(loop, (_, s) => save(s));
    const achieved = (tally: Tally) => (tally.count - failedCount(tally)) / tally.seconds;
    log(
      `  ${label}: autosave offered ${offered}/s` +
        (offered < crowd.rate
          ? ` (${crowd.rate}/s asked; ${students} students offer at most that)`
          : '') +
        `: ${achieved(open).toFixed(0)}/s achieved, ${line(open)}` +
        (openSql ? `; its SQL ${achieved(openSql).toFixed(0)}/s, ${line(openSql)}` : ''),
    );

    const png = tinyPng();
    const photos = await burst(students, (s) =>
      http.upload(
        `/api/attempts/${sessionIds[s]}/answers/${round.photoQuestionId}/images`,
        tokens[s]!,
        'images',
        { name: 'page-1.png', type: 'image/png', bytes: png },
      ),
    );
    log(
      `  ${label}: one photo each, all at once: ${line(photos)}, in ${photos.seconds.toFixed(1)} s`,
    );
    // The deadline: each browser saves what is unsaved (as the web app flushes before it
    // submits), so the last acknowledged text of every student is the app's, not the replay's;
    // then everyone submits at once.
    const flush = await burst(students, (s) => save(s));
    log(`  ${label}: last save at once: ${line(flush)}, all in ${flush.seconds.toFixed(1)} s`);
    const submit = await burst(students, (s) =>
      http.send('POST', `/api/attempts/${sessionIds[s]}/submit`, tokens[s]!),
    );
    log(`  ${label}: submit at once: ${line(submit)}, all in ${submit.seconds.toFixed(1)} s`);
    const check = await answersLost(http, tokens, sessionIds, round, acknowledged);
    const { lost, unread } = check;
    log(
      `  ${label}: answers lost: ${lost.length}${lost.length ? ` (${lost[0]})` : ''}; ` +
        `read-backs failed after ${READ_TRIES} tries: ${unread.length}` +
        `${unread.length ? ` (${unread[0]})` : ''}, retried: ${check.retried}`,
    );

    const figures = crowdFigures({
      crowd,
      label,
      start,
      closed,
      offered,
      open,
      openSql,
      photos,
      flush,
      submit,
      lost,
      unread,
      achieved,
    });
    return { figures, captured, closed: closed.api, sessionIds };
  } finally {
    http.close();
    await replay?.close();
  }
}

type SessionReply = { data: { _id: string } };

/** The open loop's rate: as asked, but no more than the crowd's browsers can send. */
const offeredRate = (crowd: Crowd) =>
  Math.max(1, Math.min(crowd.rate, Math.floor((crowd.students * 1000) / AUTOSAVE_PAUSE_MS)));
type Turns = { api: Tally; sql?: Tally; idle: Tally };

function crowdFigures(run: {
  crowd: Crowd;
  label: string;
  start: Tally;
  closed: Turns;
  offered: number;
  open: Tally;
  openSql?: Tally;
  photos: Tally;
  flush: Tally;
  submit: Tally;
  lost: string[];
  unread: string[];
  achieved: (tally: Tally) => number;
}): Figure[] {
  const { crowd, label, start, closed, offered, open, openSql, photos, flush, submit } = run;
  const { lost, unread, achieved } = run;
  const onPostgres = crowd.database === 'PostgreSQL';
  const idle = { name: 'idle profile p95, same clients', value: closed.idle.p95 };
  const failures = (tally: Tally) => (failedCount(tally) ? `; failed: ${failedText(tally)}` : '');
  const clean = (tally: Tally) => ({ text: 'no errors', holds: failedCount(tally) === 0 });
  const startTarget =
    !onPostgres && crowd.students === TARGETS.pgliteStartStudents
      ? {
          text: `p95 ≤ ${TARGETS.pgliteStartP95Ms} ms, no errors`,
          holds: start.p95 <= TARGETS.pgliteStartP95Ms && failedCount(start) === 0,
        }
      : clean(start);
  const closedReference = closed.sql
    ? { name: 'its SQL p95, same clients', value: closed.sql.p95 }
    : idle;
  const ratio = closed.sql ? closed.api.p95 / closed.sql.p95 : undefined;
  const openRatio = openSql ? open.p95 / openSql.p95 : undefined;
  const targetRate = onPostgres ? TARGETS.postgresRate : TARGETS.pgliteRate;
  const rateHolds =
    achieved(open) >= 0.98 * targetRate && offered >= targetRate && failedCount(open) === 0;
  // The rate target is read on the largest crowd, when it can offer that rate at all.
  const openTarget =
    crowd.largest && offered >= targetRate
      ? {
          text: onPostgres
            ? `≥ ${targetRate}/s, p95 ≤ ${TARGETS.postgresRatio}× its SQL`
            : `≥ ${targetRate}/s, no errors`,
          holds:
            rateHolds &&
            (!onPostgres || (openRatio !== undefined && openRatio <= TARGETS.postgresRatio)),
        }
      : clean(open);
  return [
    figure(SECTION, `${label}: exam start, all at once, p95`, start.p95, 'ms', {
      reference: idle,
      target: startTarget,
      note: `p50 ${start.p50.toFixed(0)}, p99 ${start.p99.toFixed(0)} ms; all started in ${start.seconds.toFixed(1)} s${failures(start)}`,
    }),
    figure(
      SECTION,
      `${label}: autosave, ${closed.api.count ? clientsOf(crowd) : 0} clients back to back, p95`,
      closed.api.p95,
      'ms',
      {
        reference: closedReference,
        target: onPostgres
          ? {
              text: `ratio ≤ ${TARGETS.postgresRatio}, no errors`,
              holds:
                ratio !== undefined &&
                ratio <= TARGETS.postgresRatio &&
                failedCount(closed.api) === 0,
            }
          : clean(closed.api),
        note:
          `p50/p99 ${closed.api.p50.toFixed(1)}/${closed.api.p99.toFixed(1)} ms, ${achieved(closed.api).toFixed(0)} saves/s` +
          (closed.sql
            ? `; SQL p50/p99 ${closed.sql.p50.toFixed(1)}/${closed.sql.p99.toFixed(1)} ms, ${closed.sql.perSecond.toFixed(0)}/s`
            : '') +
          `; idle profile p95 ${closed.idle.p95.toFixed(1)} ms, ${closed.idle.perSecond.toFixed(0)}/s${failures(closed.api)}`,
      },
    ),
    figure(SECTION, `${label}: autosave, ${offered}/s offered, achieved`, achieved(open), '/s', {
      reference: { name: 'offered', value: offered },
      target: openTarget,
      note:
        `p50/p95/p99 ${open.p50.toFixed(1)}/${open.p95.toFixed(1)}/${open.p99.toFixed(1)} ms` +
        (openSql
          ? `; its SQL at the same rate ${achieved(openSql).toFixed(0)}/s, p50/p95/p99 ` +
            `${openSql.p50.toFixed(1)}/${openSql.p95.toFixed(1)}/${openSql.p99.toFixed(1)} ms; ` +
            `p95 ratio ${openRatio!.toFixed(2)}x`
          : '') +
        failures(open),
    }),
    figure(SECTION, `${label}: one photo each, all at once, p95`, photos.p95, 'ms', {
      reference: idle,
      target: clean(photos),
      note: `p50 ${photos.p50.toFixed(0)} ms; all in ${photos.seconds.toFixed(1)} s${failures(photos)}`,
    }),
    figure(SECTION, `${label}: last save before the deadline, all at once, p95`, flush.p95, 'ms', {
      reference: idle,
      target: clean(flush),
      note: `p50 ${flush.p50.toFixed(0)} ms; all in ${flush.seconds.toFixed(1)} s${failures(flush)}`,
    }),
    figure(SECTION, `${label}: submit at the deadline, all at once, p95`, submit.p95, 'ms', {
      reference: idle,
      target: clean(submit),
      note: `all submitted in ${submit.seconds.toFixed(1)} s${failures(submit)}`,
    }),
    figure(SECTION, `${label}: answers lost (last acknowledged save ≠ stored)`, lost.length, '', {
      target: { text: '0', holds: lost.length === 0 },
      note: lost.slice(0, 3).join('; ') || undefined,
    }),
    figure(
      SECTION,
      `${label}: attempts not read back (${READ_TRIES} tries each)`,
      unread.length,
      '',
      {
        target: { text: '0', holds: unread.length === 0 },
        note: unread.slice(0, 3).join('; ') || undefined,
      },
    ),
  ];
}

const clientsOf = (crowd: Crowd) => Math.min(crowd.students, CLOSED_CLIENTS);

/**
 * The measured time in slices of about 2 s, the API, its SQL and the idle request in turns
 * (rotating which goes first), so that all see the same background load.
 */
async function inTurns(
  seconds: number,
  loads: { api: Load; sql?: Load; idle: Load },
): Promise<Turns> {
  const slices = Math.max(1, Math.floor(seconds / 2));
  const part = Math.max(1, Math.round(seconds / slices));
  const runs: Record<'api' | 'sql' | 'idle', Tally[]> = { api: [], sql: [], idle: [] };
  const order = (['api', 'sql', 'idle'] as const).filter((name) => loads[name]);
  for (let slice = 0; slice < slices; slice++) {
    for (let k = 0; k < order.length; k++) {
      const name = order[(slice + k) % order.length]!;
      runs[name].push(await loads[name]!(part));
    }
  }
  return {
    api: mergeTallies(runs.api),
    sql: runs.sql.length > 0 ? mergeTallies(runs.sql) : undefined,
    idle: mergeTallies(runs.idle),
  };
}
type Load = (seconds: number) => Promise<Tally>;

/**
 * Captures one autosave's statements in the app, for replaying them for any student: the captured
 * student's ids and text in the parameters are swapped for the other's. Statements that carry
 * none of the student's ids or text (the app's own housekeeping, had it run meanwhile) are left
 * out.
 */
async function captureSave(
  app: AppProcess,
  save: (s: number) => Promise<{ status: number }>,
  seed: ExamDaySeed,
  sessionIds: string[],
  log: (line: string) => void,
) {
  let status = 0;
  const captured = await app.captureQueries(async () => {
    status = (await save(0)).status;
  });
  const first = seed.students[0]!;
  const ids = [first.userId, first.familyId, sessionIds[0]!];
  const textOf = (query: CapturedQuery) =>
    query.values?.findIndex((value) => typeof value === 'string' && value.startsWith('Student 0,'));
  const statements = captured.filter(
    (query) =>
      (textOf(query) ?? -1) >= 0 || query.values?.some((value) => ids.includes(value as string)),
  );
  if (status !== 200 || statements.length === 0) {
    throw new Error(`captured autosave: ${status}, ${statements.length} statements`);
  }
  const shown = statements.map((query) => query.text.replace(/\s+/g, ' ').slice(0, 48));
  log(
    `  its SQL, captured from one autosave: ${statements.length} statements (${shown.join(' | ')})` +
      (captured.length > statements.length
        ? `; ${captured.length - statements.length} of other work left out`
        : ''),
  );
  return {
    statements,
    /** Student s's save of `text`, statement by statement. */
    of(s: number, text: string): CapturedQuery[] {
      const student = seed.students[s]!;
      const swap = new Map([
        [ids[0], student.userId],
        [ids[1], student.familyId],
        [ids[2], sessionIds[s]!],
      ]);
      return statements.map((query) => {
        const textAt = textOf(query);
        const values = query.values?.map((value, index) =>
          index === textAt ? text : (swap.get(value as string) ?? value),
        );
        return { ...query, values };
      });
    },
  };
}

type CapturedSave = Awaited<ReturnType<typeof captureSave>>;

/**
 * The captured autosave replayed with `pg` for any student. Checked once before use: replayed
 * for another student, the stored text must be the replayed one, or the replay would time
 * statements that match no row.
 */
async function sqlReplay(
  target: { databaseUrl: string; poolSize: number },
  captured: CapturedSave,
  sessionIds: string[],
  round: ExamRound,
) {
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: target.poolSize });
  const replay = {
    statements: captured.statements.length,
    async run(s: number, text: string) {
      for (const query of captured.of(s, text)) {
        await pool.query({
          text: query.text,
          values: query.values,
          ...(query.name ? { name: query.name } : {}),
          ...(query.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
        });
      }
    },
    close: () => pool.end(),
  };
  const probe = { student: sessionIds.length > 1 ? 1 : 0, text: 'Student replay check' };
  await replay.run(probe.student, probe.text);
  const { rows } = await pool.query<{ answer_text: string | null }>(
    'select answer_text from answers where session_id = $1 and question_id = $2',
    [sessionIds[probe.student], round.typedQuestionId],
  );
  if (rows[0]?.answer_text !== probe.text) {
    await pool.end();
    throw new Error(`the replayed autosave stored "${rows[0]?.answer_text}", not its text`);
  }
  return { ...replay, probe };
}

type Replay = Awaited<ReturnType<typeof sqlReplay>>;

/**
 * Students whose stored answer is not the text of their last save answered 200 (lost), and
 * students whose attempt could not be read at all (unread: that says nothing about their answer).
 * A read answered other than 200 is tried again, up to READ_TRIES times with doubling back-off.
 */
async function answersLost(
  http: ExamClient,
  tokens: string[],
  sessionIds: string[],
  round: ExamRound,
  acknowledged: string[],
): Promise<{ lost: string[]; unread: string[]; retried: number }> {
  const lost: string[] = [];
  const unread: string[] = [];
  let retried = 0;
  await burst(tokens.length, async (s) => {
    let reply: Reply | undefined;
    for (let attempt = 1; attempt <= READ_TRIES; attempt++) {
      if (attempt > 1) {
        retried++;
        await new Promise((resolve) => setTimeout(resolve, READ_BACKOFF_MS * 2 ** (attempt - 2)));
      }
      reply = await http.send('GET', `/api/attempts/${sessionIds[s]}`, tokens[s]!);
      if (reply.status === 200) break;
    }
    if (reply!.status !== 200) {
      unread.push(`student ${s}: read ${reply!.status} ${reply!.body.slice(0, 80)}`);
      return reply!;
    }
    const session = JSON.parse(reply!.body) as {
      data: { answers: { questionId: string; answerText: string | null }[] };
    };
    const stored = session.data.answers.find((a) => a.questionId === round.typedQuestionId);
    if ((stored?.answerText ?? undefined) !== acknowledged[s]) {
      lost.push(
        `student ${s}: stored "${stored?.answerText?.slice(0, 40)}", ` +
          `acknowledged "${acknowledged[s]?.slice(0, 40)}"`,
      );
    }
    return reply!;
  });
  return { lost, unread, retried };
}

const line = (t: Tally) =>
  `p50/p95/p99 ${t.p50.toFixed(1)}/${t.p95.toFixed(1)}/${t.p99.toFixed(1)} ms, ` +
  `${t.perSecond.toFixed(0)}/s` +
  (failedCount(t) ? `, FAILED ${failedText(t)} [${failedWhy(t)}]` : '');

/**
 * The reference PGlite cannot have while the app runs (one process owns it): the largest crowd's
 * captured autosave replayed on the same embedded database once the app has stopped, back to back
 * from the bench's process, with nothing else on the database's thread. What the database alone
 * does is the most the app could do on it.
 */
async function pgliteSqlAlone(
  context: BenchContext,
  dataDir: string,
  largest: { students: number; sat: Awaited<ReturnType<typeof sitExam>> },
): Promise<Figure> {
  const { students, sat } = largest;
  const database = await createDatabase({ dataDir });
  try {
    const client = pgliteQueryClient(database);
    // The crowd has submitted: its attempts open again, so each replayed save writes as the app's
    // did (checked below), rather than finding its attempt closed.
    await client.query(
      `update practice_sessions set status = 'in_progress', deadline_at = null
        where id = any($1::uuid[])`,
      [sat.sessionIds],
    );
    let version = 0;
    const tally = await closedLoop(1, context.config.exam.seconds, async (index) => {
      const text = `Student replay ${++version}`;
      try {
        for (const query of sat.captured.of(index % students, text)) {
          await client.query(query.text, query.values);
        }
        return { status: 200 };
      } catch (error) {
        return { status: 0, body: String(error) };
      }
    });
    const stored = await client.query(
      'select answer_text from answers where session_id = $1 and answer_text like $2',
      [sat.sessionIds[(tally.count - 1) % students], 'Student replay %'],
    );
    if (stored.rows.length !== 1) throw new Error('the replayed autosave on PGlite stored nothing');
    const label = `PGlite, ${students.toLocaleString('en-US')} students`;
    context.log(
      `  ${label}: the autosave's SQL alone on PGlite, back to back: ${tally.perSecond.toFixed(0)}/s`,
    );
    return figure(
      SECTION,
      `${label}: the autosave's SQL alone on PGlite (app stopped), back to back`,
      tally.perSecond,
      '/s',
      {
        reference: { name: 'the target rate', value: TARGETS.pgliteRate },
        target: { text: 'no errors', holds: failedCount(tally) === 0 },
        note:
          `${sat.captured.statements.length} statements a save, p50/p95 ` +
          `${tally.p50.toFixed(2)}/${tally.p95.toFixed(2)} ms; through the API ` +
          `${sat.closed.perSecond.toFixed(0)}/s: the most the app could reach on this database` +
          (failedCount(tally) ? `; failed: ${failedWhy(tally)}` : ''),
      },
    );
  } finally {
    await database.close();
  }
}
