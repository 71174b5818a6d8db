/**
 * Paper exams: a class's answer booklets printed, written on, scanned as one shuffled, slightly
 * turned and noisy PDF, uploaded, read in the queue (each page rendered, turned upright by its
 * code and placed in its booklet), each booklet's answer pages read by OCR and split into answers
 * (its attempt), and the attempts marked by the built-in evaluator. On a fresh database of the
 * server with an app of its own that runs the queue's workers in its process, as by default (the
 * bench's main app runs none).
 *
 * Timed from the upload's request: until the batch reads `done` (pages a minute read) and until
 * every booklet's attempt is `evaluated` or `in_review` (pages a minute through the whole flow),
 * both polled every 250 ms. Building the scan (apps/api/test/support/scan-simulator.ts, the paper
 * flow test's simulator) is timed apart and not counted. The reference, measured in the same run
 * once the app has stopped: the offline OCR engine alone (src/ocr-reader.mjs, as the ocr section
 * forks it) reading as many handwritten pages (the OCR test's fixture) as the booklets have answer
 * pages, on one thread, `eng`: one core's OCR rate.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createDatabase, hashPassword, migrateDatabase } from '@markwise/db';
import pg from 'pg';
import { simulateScan } from '../../../apps/api/test/support/scan-simulator.js';
import { startApp, type AppProcess } from '../app-process.js';
import { createBenchDatabase, dropBenchDatabase } from '../bench-database.js';
import type { BenchContext } from '../context.js';
import { figure, type Figure } from '../figures.js';
import { BENCH_UUID_FUNCTION } from '../seed.js';

const SECTION = '11. Paper exams';
/** Answer pages per booklet; the cover comes on top. */
const ANSWER_PAGES = 2;
const PAGES_PER_BOOKLET = ANSWER_PAGES + 1;
const POLL_MS = 250;
/** A flow not finished by then counts as timed out: 2 minutes, and 30 s a scanned page. */
const giveUpMs = (pages: number) => 120_000 + 30_000 * pages;
/** Statuses of an attempt the machine has finished marking (released or waiting for a teacher). */
const MARKED = new Set(['evaluated', 'in_review']);
/** The upload limit of one file (SCAN_FILE_MAX_BYTES of @markwise/contract's paper-exams). */
const SCAN_FILE_MAX_BYTES = 200 * 1024 * 1024;
/** The paper: the API's paper flow test's questions, model answers and marks. */
const QUESTIONS = [
  {
    text: 'What is photosynthesis?',
    marks: 4,
    keyword: 'photosynthesis',
    modelAnswer:
      'Photosynthesis converts light energy into chemical energy: chlorophyll in the leaves absorbs sunlight, and carbon dioxide and water are turned into glucose and oxygen.',
  },
  {
    text: 'State the laws of reflection.',
    marks: 6,
    keyword: 'reflection',
    modelAnswer:
      'The angle of incidence equals the angle of reflection, and the incident ray, the reflected ray and the normal all lie in the same plane.',
  },
  {
    text: 'What do mitochondria do?',
    marks: 5,
    keyword: 'mitochondria',
    modelAnswer:
      'Mitochondria release energy from glucose by cellular respiration, producing ATP for the cell.',
  },
] as const;
const ADMIN = { email: 'bench-paper-admin@paper.bench.example', password: 'Bench-Paper-Admin-1' };
const READER = fileURLToPath(new URL('../ocr-reader.mjs', import.meta.url));
/** The OCR test's handwritten page (the ocr section's too), read here in English alone. */
const HANDWRITTEN_PAGE = fileURLToPath(
  new URL('../../../apps/api/test/fixtures/handwritten-answer.png', import.meta.url),
);
const OCR_LANGUAGES = ['eng'];

type Booklet = {
  id: string;
  number: number;
  pageCount: number;
  pagesIn: number[];
  missingPages: number[];
  state: string;
  sessionId: string | null;
};
type ScanBatch = {
  id: string;
  status: 'queued' | 'reading' | 'done' | 'failed';
  pagesTotal: number | null;
  pagesRead: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};
type ScanPage = {
  status: string;
  bookletNumber: number | null;
  pageNumber: number | null;
  quality: { blurry: boolean; dark: boolean; cutOff: boolean };
  source: { file: string; page: number };
};
type Scan = {
  bytes: Uint8Array;
  /** order[i]: the booklet PDF's page (from 0) at position i of the scan. */
  order: number[];
  rotate: Record<number, number>;
  seconds: number;
};
type Flow = {
  uploadSeconds: number;
  /** From the upload's request: the batch read `done`, every attempt made, every attempt marked. */
  readSeconds: number;
  attemptsSeconds?: number;
  markedSeconds?: number;
  batch: ScanBatch;
  booklets: Booklet[];
  statuses: Map<string, string>;
  idleRss: number;
  peakRss: number;
};

export async function paperSection(context: BenchContext): Promise<Figure[]> {
  const { config, log } = context;
  const students = config.paper.students;
  const pages = students * PAGES_PER_BOOKLET;
  context.memory.phase('paper exams (own app)');
  log(
    `\nPaper exams: ${students} booklets of ${PAGES_PER_BOOKLET} pages scanned and marked, ` +
      'built-in evaluator, workers in the app',
  );
  const name = `${config.databaseName}_paper_${randomBytes(3).toString('hex')}`;
  const databaseUrl = await createBenchDatabase(config.serverUrl, name);
  let app: AppProcess | undefined;
  let flow: Flow;
  let scan: Scan;
  let placed: Placement;
  let answers: AnswerCheck;
  try {
    const database = await createDatabase({ databaseUrl, dataDir: 'unused', poolSize: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const seed = await seedPaperExam(client, students);
      app = await startApp({
        databaseUrl,
        poolSize: config.connections,
        logLevel: config.appLogLevel,
        env: { EVALUATION_WORKERS: 'in-process', EVALUATOR: 'builtin' },
      });
      const api = apiOf(app.baseUrl, await login(app.baseUrl));
      const print = await api.json<{ data: { printId: string; booklets: Booklet[] } }>(
        'POST',
        `/api/levels/${seed.levelId}/booklets`,
        { studentIds: seed.studentIds, answerPages: ANSWER_PAGES },
        201,
      );
      const { printId, booklets } = print.data;
      const pdf = await api.bytes(`/api/booklet-prints/${printId}/pdf`);
      log(`  printed ${booklets.length} booklets: a PDF of ${(pdf.length / 1024).toFixed(0)} KiB`);

      scan = await buildScan(pdf, booklets.length);
      log(
        `  scan built (not timed in the figures): ${pages} pages, ` +
          `${(scan.bytes.length / 2 ** 20).toFixed(1)} MiB, in ${scan.seconds.toFixed(1)} s`,
      );
      if (scan.bytes.length > SCAN_FILE_MAX_BYTES) {
        throw new Error(
          `The scan of ${students} booklets is ${(scan.bytes.length / 2 ** 20).toFixed(0)} MiB, ` +
            'over the upload limit of one file: ask for fewer BENCH_PAPER_STUDENTS',
        );
      }
      flow = await uploadAndWait(app, api, seed.levelId, scan, client, log);
      placed = placement(
        await api.json<{ data: ScanPage[] }>(
          'GET',
          `/api/levels/${seed.levelId}/scan-pages?filter=all`,
        ),
        booklets,
        scan,
      );
      answers = await checkAnswers(client, seed.levelId, booklets, scan);
      for (const line of answers.misread) log(`  not under its question: ${line}`);
    } finally {
      await client.end();
    }
  } finally {
    await app?.stop();
    await dropBenchDatabase(config.serverUrl, name);
  }

  const answerPages = students * ANSWER_PAGES;
  const ocr = await ocrAlone(answerPages);
  log(
    `  reference, OCR alone on one thread (${OCR_LANGUAGES.join('+')}): ${ocr.pages} pages in ` +
      `${ocr.seconds.toFixed(1)} s, ${ocr.perMinute.toFixed(1)} a minute` +
      (ocr.failed ? `, ${ocr.failed} failed` : ''),
  );
  return paperFigures({ students, pages, answerPages, scan, flow, placed, answers, ocr });
}

function paperFigures(run: {
  students: number;
  pages: number;
  answerPages: number;
  scan: Scan;
  flow: Flow;
  placed: Placement;
  answers: AnswerCheck;
  ocr: Reading;
}): Figure[] {
  const { students, pages, answerPages, scan, flow, placed, answers, ocr } = run;
  const perMinute = (count: number, seconds: number | undefined) =>
    seconds === undefined ? Number.NaN : (count / seconds) * 60;
  const counted = [...flow.statuses.values()].reduce(
    (tally, status) => tally.set(status, (tally.get(status) ?? 0) + 1),
    new Map<string, number>(),
  );
  const outcomes = [...counted.entries()].map(([status, n]) => `${n} ${status}`).join(', ');
  const marked = [...flow.statuses.values()].filter((status) => MARKED.has(status)).length;
  const serverRead =
    flow.batch.finishedAt &&
    (Date.parse(flow.batch.finishedAt) - Date.parse(flow.batch.createdAt)) / 1000;
  const s = (seconds: number | undefined) =>
    seconds === undefined ? 'not reached' : `${seconds.toFixed(1)} s`;
  return [
    figure(
      SECTION,
      `pages a minute read (scan → placed in booklets), ${pages} pages`,
      perMinute(pages, flow.readSeconds),
      '/min',
      {
        note:
          `${students} booklets × ${PAGES_PER_BOOKLET} pages, one PDF of ` +
          `${(scan.bytes.length / 2 ** 20).toFixed(1)} MiB (150 dpi, shuffled, ` +
          `${Object.keys(scan.rotate).length} pages turned, noisy): batch done ${s(flow.readSeconds)} ` +
          `after the upload's request (the upload's answer ${s(flow.uploadSeconds)}; the batch's ` +
          `own created → finished ${s(serverRead || undefined)}); building the scan took ` +
          `${scan.seconds.toFixed(1)} s, not counted`,
      },
    ),
    figure(
      SECTION,
      `pages a minute through the whole flow (scan → marked), ${pages} pages`,
      // No rate unless every booklet was marked: a booklet left out would make it look faster.
      perMinute(pages, marked === students ? flow.markedSeconds : undefined),
      '/min',
      {
        reference: {
          name: `OCR alone of ${answerPages} handwritten answer pages, one thread, ${OCR_LANGUAGES.join('+')}`,
          value: ocr.perMinute,
        },
        target: {
          text: 'every booklet marked (no rate target)',
          holds: marked === students,
        },
        note:
          `from the upload's request: read ${s(flow.readSeconds)}, every attempt made ` +
          `${s(flow.attemptsSeconds)}, every attempt marked ${s(flow.markedSeconds)}; ` +
          `${answerPages} answer pages OCR'd (covers are not): ` +
          `${perMinute(answerPages, flow.markedSeconds).toFixed(1)} answer pages/min; attempts: ` +
          `${outcomes || 'none'}; answers read under their question: ${answers.underQuestion} of ` +
          `${answers.total}` +
          (answers.reasons ? `; review reasons: ${answers.reasons}` : '') +
          `; reference ${ocr.pages} pages in ${ocr.seconds.toFixed(1)} s${ocr.failed ? `, ${ocr.failed} failed` : ''}`,
      },
    ),
    figure(
      SECTION,
      'booklets placed correctly (every page in its booklet and place)',
      placed.correct,
      '',
      {
        reference: { name: 'booklets scanned', value: students },
        target: { text: `all ${students}`, holds: placed.correct === students },
        note:
          `${placed.pagesRight} of ${pages} pages in their booklet at their page number; ` +
          `${placed.attention} pages left for a teacher; scan quality flagged on ${placed.flagged}` +
          (placed.wrong.length ? `; ${placed.wrong.slice(0, 3).join('; ')}` : ''),
      },
    ),
    figure(SECTION, 'API resident memory, peak during the flow', flow.peakRss, 'MiB', {
      reference: { name: 'the same app idle, before the upload', value: flow.idleRss },
      note: "the section's own app (queue workers in its process, OCR_THREADS one per core), sampled every 250 ms",
    }),
  ];
}

/**
 * Its own institution, catalogue, a 3-question exam level with model answers, `students` students
 * of class 10A (roll numbers in order) and an admin who logs in, seeded in SQL.
 */
async function seedPaperExam(
  client: pg.Client,
  students: number,
): Promise<{ levelId: string; studentIds: string[] }> {
  const key = (name: string) => `pg_temp.bench_uuid('paper-${name}')`;
  const maxMarks = QUESTIONS.reduce((sum, question) => sum + question.marks, 0);
  await client.query(BENCH_UUID_FUNCTION);
  await client.query(
    `insert into institutions (id, name, slug)
     values (${key('institution')}, 'Bench Paper Exam School', 'bench-paper-exam-school')`,
  );
  await client.query(
    `with c as (
       insert into courses (id, institution_id, title, description, board, availability_status)
       values (${key('course')}, ${key('institution')}, 'Paper exams', 'A bench course', 'CBSE', 'live')
       returning id),
     s as (
       insert into subjects (id, course_id, institution_id, title, description)
       select ${key('subject')}, id, ${key('institution')}, 'Science', 'A bench subject' from c
       returning id)
     insert into journeys (id, subject_id, institution_id, title)
     select ${key('journey')}, id, ${key('institution')}, 'Board exams' from s`,
  );
  await client.query(
    `insert into question_papers (id, institution_id, subject_id, course_id, title, student_class,
                                  time_allowed, year, qp_code, max_marks)
     values (${key('question-paper')}, ${key('institution')}, ${key('subject')}, ${key('course')},
             'Science paper', 'Grade 10A', 90, 2025, 'PAPER-1', ${maxMarks})`,
  );
  for (const [index, question] of QUESTIONS.entries()) {
    await client.query(
      `insert into questions (id, paper_id, number, text, marks, model_answer)
       values (${key(`question-${index + 1}`)}, ${key('question-paper')}, $1, $2, $3, $4)`,
      [index + 1, question.text, question.marks, question.modelAnswer],
    );
  }
  await client.query(
    `insert into levels (id, journey_id, title, sort_order, type, question_paper_id)
     values (${key('level')}, ${key('journey')}, 'Science paper exam', 1, 'exam', ${key('question-paper')})`,
  );
  await client.query(
    `insert into users (id, institution_id, role, email, password_hash, first_name, last_name,
                        student_class, roll_no)
     select pg_temp.bench_uuid('paper-student-' || u), ${key('institution')}, 'STUDENT',
            'paper-student' || u || '@paper.bench.example', 'no-login', 'Student', u::text,
            '10A', '10A-' || lpad(u::text, 4, '0')
     from generate_series(1, ${students}) u`,
  );
  await client.query(
    `insert into users (institution_id, role, email, password_hash, first_name, last_name)
     values (${key('institution')}, 'ADMIN', $1, $2, 'Paper', 'Admin')`,
    [ADMIN.email, await hashPassword(ADMIN.password)],
  );
  await client.query('analyze');
  const { rows } = await client.query<{ level: string; students: string[] }>(
    `select ${key('level')} as level,
            array(select pg_temp.bench_uuid('paper-student-' || u)::text
                  from generate_series(1, ${students}) u order by u) as students`,
  );
  return { levelId: rows[0]!.level, studentIds: rows[0]!.students };
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

type Api = ReturnType<typeof apiOf>;

/** The admin's requests; an answer other than the one expected ends the section. */
function apiOf(baseUrl: string, token: string) {
  const authorization = `Bearer ${token}`;
  const send = async (method: string, path: string, body?: unknown, form?: FormData) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return response;
  };
  const expect = async (response: Response, status: number, what: string) => {
    if (response.status !== status) {
      throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    }
    return response;
  };
  return {
    async json<T>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
      const response = await send(method, path, body);
      return (await (await expect(response, status, `${method} ${path}`)).json()) as T;
    },
    async bytes(path: string): Promise<Uint8Array> {
      const response = await expect(await send('GET', path), 200, `GET ${path}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async upload<T>(path: string, file: { name: string; bytes: Uint8Array }): Promise<T> {
      const form = new FormData();
      // A copy on an ArrayBuffer of its own, as Blob takes.
      const bytes = new Uint8Array(file.bytes);
      form.append('files', new Blob([bytes], { type: 'application/pdf' }), file.name);
      const response = await send('POST', path, undefined, form);
      return (await (await expect(response, 201, `POST ${path}`)).json()) as T;
    },
  };
}

/**
 * The class's booklets written on and scanned: on each booklet, answer page 1 carries Q1 and Q2,
 * answer page 2 Q3 (the model answers, as lines of the answer area); the pile shuffled (seeded),
 * every fifth page turned 3° one way or the other, one upside down, with the scanner's grain.
 */
async function buildScan(bookletPdf: Uint8Array, booklets: number): Promise<Scan> {
  const started = performance.now();
  const [q1, q2, q3] = QUESTIONS.map((question, index) =>
    answerLines(index + 1, question.modelAnswer),
  );
  const writes = Array.from({ length: booklets }, (_, b) => [
    { page: b * PAGES_PER_BOOKLET + 1, lines: [...q1!, ...q2!] },
    { page: b * PAGES_PER_BOOKLET + 2, lines: q3! },
  ]).flat();
  const count = booklets * PAGES_PER_BOOKLET;
  const order = shuffled(count);
  const rotate: Record<number, number> = {};
  for (let position = 2; position < count; position += 5) {
    rotate[position] = position % 10 === 2 ? 3 : -3;
  }
  rotate[Math.floor(count / 2)] = 180;
  const bytes = await simulateScan({
    bookletPdf,
    writes,
    transform: { order, rotate, noise: true },
  });
  return { bytes, order, rotate, seconds: (performance.now() - started) / 1000 };
}

/** "Qn. " and the answer in lines of at most 60 characters, broken between words. */
function answerLines(number: number, text: string): string[] {
  const lines: string[] = [];
  let line = `Q${number}.`;
  for (const word of text.split(' ')) {
    if (`${line} ${word}`.length > 60) {
      lines.push(line);
      line = word;
    } else {
      line = `${line} ${word}`;
    }
  }
  return [...lines, line];
}

/** 0..count-1 in a seeded order (Fisher-Yates), the same in every run. */
function shuffled(count: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Uploads the scan and polls every 250 ms, timed from the upload's request: the level's scan
 * batches until this one is done, then its booklets until each complete one has its attempt,
 * and those attempts' statuses (practice_sessions) until each is marked or failed. A booklet left
 * incomplete after the read never becomes an attempt: it is not waited for (placement counts it).
 */
async function uploadAndWait(
  app: AppProcess,
  api: Api,
  levelId: string,
  scan: Scan,
  client: pg.Client,
  log: (line: string) => void,
): Promise<Flow> {
  const pages = scan.order.length;
  const idleRss = app.rssMiB();
  let peakRss = idleRss;
  const started = performance.now();
  const since = () => (performance.now() - started) / 1000;
  const uploaded = await api.upload<{ data: ScanBatch }>(`/api/levels/${levelId}/scans`, {
    name: 'class-10a.pdf',
    bytes: scan.bytes,
  });
  const uploadSeconds = since();
  const batchId = uploaded.data.id;
  const deadline = started + giveUpMs(pages);
  let batch = uploaded.data;
  let readSeconds: number | undefined;
  let attemptsSeconds: number | undefined;
  let markedSeconds: number | undefined;
  let booklets: Booklet[] = [];
  let waitingFor: Booklet[] = [];
  const statuses = new Map<string, string>();
  let lastLog = started;
  for (;;) {
    peakRss = Math.max(peakRss, app.rssMiB());
    if (readSeconds === undefined) {
      const batches = await api.json<{ data: ScanBatch[] }>('GET', `/api/levels/${levelId}/scans`);
      batch = batches.data.find((row) => row.id === batchId) ?? batch;
      if (batch.status === 'failed') throw new Error(`The scan batch failed: ${batch.error}`);
      if (batch.status === 'done') {
        readSeconds = since();
        log(
          `  read: ${batch.pagesRead} of ${batch.pagesTotal} pages, done ${readSeconds.toFixed(1)} s after the upload`,
        );
      }
    }
    if (readSeconds !== undefined && attemptsSeconds === undefined) {
      booklets = (await api.json<{ data: Booklet[] }>('GET', `/api/levels/${levelId}/booklets`))
        .data;
      // Only complete booklets become attempts; the others wait for a teacher.
      waitingFor = booklets.filter((b) => b.state === 'complete' || b.state === 'submitted');
      if (waitingFor.every((b) => b.sessionId)) {
        attemptsSeconds = since();
        log(
          `  attempts: ${waitingFor.length} made, ${attemptsSeconds.toFixed(1)} s after the upload`,
        );
      }
    }
    const sessionIds = waitingFor.flatMap((b) => b.sessionId ?? []);
    if (sessionIds.length > 0) {
      const { rows } = await client.query<{ id: string; status: string }>(
        'select id, status from practice_sessions where id = any($1::uuid[])',
        [sessionIds],
      );
      for (const row of rows) statuses.set(row.id, row.status);
    }
    const ended = (status: string | undefined) =>
      status !== undefined && (MARKED.has(status) || status === 'failed');
    if (attemptsSeconds !== undefined && sessionIds.every((id) => ended(statuses.get(id)))) {
      markedSeconds = since();
      log(`  marked: every attempt ended, ${markedSeconds.toFixed(1)} s after the upload`);
      break;
    }
    if (performance.now() > deadline) {
      log(
        `  timed out after ${since().toFixed(0)} s: batch ${batch.status}, ${statuses.size} attempts seen`,
      );
      break;
    }
    if (performance.now() - lastLog > 10_000) {
      lastLog = performance.now();
      const marked = [...statuses.values()].filter((status) => MARKED.has(status)).length;
      log(
        `  ${since().toFixed(0)} s: batch ${batch.status} ${batch.pagesRead}/${batch.pagesTotal ?? '?'} pages` +
          (readSeconds === undefined
            ? ''
            : `; attempts ${sessionIds.length}/${waitingFor.length}, marked ${marked}`) +
          `; RSS ${app.rssMiB().toFixed(0)} MiB`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (readSeconds === undefined) throw new Error(`The scan batch is still ${batch.status}`);
  return {
    uploadSeconds,
    readSeconds,
    attemptsSeconds,
    markedSeconds,
    batch,
    booklets,
    statuses,
    idleRss,
    peakRss,
  };
}

type Placement = {
  /** Booklets each of whose pages is matched in it at its own page number. */
  correct: number;
  pagesRight: number;
  /** Pages the level's attention list would show (not matched). */
  attention: number;
  /** Matched pages with a scan problem (blurry, dark, cut off). */
  flagged: number;
  wrong: string[];
};

/** Where each scanned page went against where the scan put it (source.page is its position + 1). */
function placement(reply: { data: ScanPage[] }, booklets: Booklet[], scan: Scan): Placement {
  const right = new Set<string>();
  const wrong: string[] = [];
  for (const page of reply.data) {
    const index = scan.order[page.source.page - 1];
    if (index === undefined) {
      wrong.push(`scan page ${page.source.page} is not one of the scan's`);
      continue;
    }
    const booklet = booklets[Math.floor(index / PAGES_PER_BOOKLET)]!;
    const pageNumber = (index % PAGES_PER_BOOKLET) + 1;
    if (
      page.status === 'matched' &&
      page.bookletNumber === booklet.number &&
      page.pageNumber === pageNumber
    ) {
      right.add(`${booklet.number}:${pageNumber}`);
    } else {
      wrong.push(
        `scan page ${page.source.page} (booklet ${booklet.number} p${pageNumber}, ` +
          `turned ${scan.rotate[page.source.page - 1] ?? 0}°): ${page.status}` +
          (page.bookletNumber ? ` to booklet ${page.bookletNumber} p${page.pageNumber}` : ''),
      );
    }
  }
  const correct = booklets.filter((booklet) =>
    Array.from({ length: PAGES_PER_BOOKLET }, (_, p) => `${booklet.number}:${p + 1}`).every(
      (place) => right.has(place),
    ),
  ).length;
  return {
    correct,
    pagesRight: right.size,
    attention: reply.data.filter((page) => page.status !== 'matched').length,
    flagged: reply.data.filter(
      (page) =>
        page.status === 'matched' &&
        (page.quality.blurry || page.quality.dark || page.quality.cutOff),
    ).length,
    wrong,
  };
}

type AnswerCheck = {
  total: number;
  underQuestion: number;
  reasons: string;
  /** Answers whose text lacks their question's key word: where and how each was scanned. */
  misread: string[];
};

/**
 * The attempts' answers: how many read text holding their own question's key word (the split by
 * "Qn." worked and the OCR read it), the review reasons given, by code, and for each answer that
 * missed, its booklet page, how the scan turned it and how the reader turned it back.
 */
async function checkAnswers(
  client: pg.Client,
  levelId: string,
  booklets: Booklet[],
  scan: Scan,
): Promise<AnswerCheck> {
  const { rows } = await client.query<{
    booklet: number;
    number: number;
    transcription: string | null;
    reasons: { code: string }[];
  }>(
    `select b.number as booklet, q.number, a.transcription, a.review_reasons as reasons
     from answer_booklets b
     join answers a on a.session_id = b.session_id
     join questions q on q.id = a.question_id
     where b.level_id = $1
     order by b.number, q.number`,
    [levelId],
  );
  const pages = await client.query<{ booklet: number; page: number; rotation: number }>(
    `select b.number as booklet, p.page_number as page, p.rotation
     from scan_pages p join answer_booklets b on b.id = p.booklet_id
     where b.level_id = $1 and p.status = 'matched'`,
    [levelId],
  );
  const readRotation = new Map(
    pages.rows.map((row) => [`${row.booklet}:${row.page}`, row.rotation]),
  );
  const codes = new Map<string, number>();
  for (const row of rows) {
    for (const reason of row.reasons) codes.set(reason.code, (codes.get(reason.code) ?? 0) + 1);
  }
  const under = (row: (typeof rows)[number]) =>
    (row.transcription ?? '').toLowerCase().includes(QUESTIONS[row.number - 1]!.keyword);
  const misread = rows
    .filter((row) => !under(row))
    .map((row) => {
      // Q1 and Q2 are written on answer page 1 (booklet page 2), Q3 on answer page 2.
      const page = row.number <= 2 ? 2 : 3;
      const index = booklets.findIndex((booklet) => booklet.number === row.booklet);
      const position = scan.order.indexOf(index * PAGES_PER_BOOKLET + page - 1);
      return (
        `booklet ${row.booklet} Q${row.number} (its page ${page}, scan page ${position + 1} ` +
        `turned ${scan.rotate[position] ?? 0}°, read turned ${readRotation.get(`${row.booklet}:${page}`) ?? '?'}°): ` +
        `${JSON.stringify((row.transcription ?? '').slice(0, 120))}; ` +
        `reasons ${row.reasons.map((reason) => reason.code).join(', ') || 'none'}`
      );
    });
  return {
    total: rows.length,
    underQuestion: rows.length - misread.length,
    reasons: [...codes.entries()].map(([code, n]) => `${n} ${code}`).join(', '),
    misread,
  };
}

type Reading = { pages: number; seconds: number; failed: number; perMinute: number };

/**
 * One OCR reader process (src/ocr-reader.mjs) of one thread, warm before the clock starts,
 * reading `pages` handwritten pages: one core's OCR rate.
 */
async function ocrAlone(pages: number): Promise<Reading> {
  const child = fork(READER, [], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const message = (key: 'ready' | 'done') =>
    new Promise<{ ms: number; failed: number }>((resolve, reject) => {
      const onMessage = (reply: Record<string, unknown>) => {
        if (!reply[key]) return;
        child.off('message', onMessage);
        resolve(reply as { ms: number; failed: number });
      };
      child.on('message', onMessage);
      child.once('exit', (code) =>
        reject(new Error(`OCR reader exited (${code}) before ${key}: ${errors.slice(-500)}`)),
      );
    });
  const ready = message('ready');
  const done = message('done');
  ready.catch(() => undefined);
  done.catch(() => undefined);
  try {
    child.send({ image: HANDWRITTEN_PAGE, pages, threads: 1, languages: OCR_LANGUAGES });
    await ready;
    const started = performance.now();
    child.send({ go: true });
    const { failed } = await done;
    const seconds = (performance.now() - started) / 1000;
    return { pages, seconds, failed, perMinute: ((pages - failed) / seconds) * 60 };
  } finally {
    if (child.exitCode === null) child.kill();
  }
}
