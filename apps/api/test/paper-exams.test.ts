import { describe, expect, it } from 'vitest';
import {
  API_BASE,
  paperExamRoutes,
  pathTo,
  type Booklet,
  type BookletResponse,
  type BookletsResponse,
  type PrintBookletsRequest,
  type PrintBookletsResponse,
  type ScanBatch,
  type ScanBatchesResponse,
  type ScanPagesResponse,
} from '@markwise/contract';
import { answers } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExam,
  createMarkedExamSchool,
  MODEL_ANSWERS,
  runEnded,
  waitForSession,
} from './support/evaluation-factories.js';
import { createUser } from './support/factories.js';
import { simulateScan } from './support/scan-simulator.js';
import type { TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { useTestApp } from './support/use-test-app.js';

const url = (route: string, params: Record<string, string> = {}) =>
  `${API_BASE}${pathTo(route, params)}`;

async function printBooklets(
  t: TestApp,
  token: string,
  levelId: string,
  body: PrintBookletsRequest,
) {
  const response = await t
    .as(token)
    .post(url(paperExamRoutes.booklets, { levelId }))
    .send(body)
    .expect(201);
  const printed = (response.body as PrintBookletsResponse).data;
  const pdf = await t
    .as(token)
    .get(url(paperExamRoutes.printPdf, { printId: printed.printId }))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200)
    .expect('content-type', 'application/pdf');
  return { ...printed, pdf: new Uint8Array(pdf.body as Buffer) };
}

async function waitForBatch(t: TestApp, token: string, levelId: string, batchId: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await t.as(token).get(url(paperExamRoutes.scans, { levelId })).expect(200);
    const batch = (response.body as ScanBatchesResponse).data.find((row) => row.id === batchId);
    if (batch && (batch.status === 'done' || batch.status === 'failed')) return batch;
    if (Date.now() > deadline) throw new Error(`scan batch still ${batch?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function bookletsOf(t: TestApp, token: string, levelId: string): Promise<Booklet[]> {
  const response = await t.as(token).get(url(paperExamRoutes.booklets, { levelId })).expect(200);
  return (response.body as BookletsResponse).data;
}

async function waitForAttempt(t: TestApp, token: string, levelId: string, bookletId: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const booklet = (await bookletsOf(t, token, levelId)).find((row) => row.id === bookletId);
    if (booklet?.sessionId) return waitForSession(t.database, booklet.sessionId, runEnded, 120_000);
    if (Date.now() > deadline)
      throw new Error(`booklet ${booklet?.number} is still ${booklet?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The whole paper flow with nothing standing in: booklets printed as a PDF, written on, "scanned"
 * (rasterised, turned, one upside down, shuffled, a page lost, one scanned twice, a page of another
 * exam's booklet), uploaded, read in the queue (real rendering, QR reading and OCR), matched, and
 * turned into attempts marked by the built-in evaluator.
 */
describe(`paper exams on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  it('places every scanned page in its booklet, reports what is missing or doubled, and marks the booklets', async () => {
    const { exam, admin, institution } = await createMarkedExamSchool(t.database);
    const token = await tokenOf(t, admin);
    const levelId = exam.level.id;
    const riya = await createUser(t.database, {
      institutionId: institution.id,
      firstName: 'Aarti',
    });
    const kabir = await createUser(t.database, {
      institutionId: institution.id,
      firstName: 'Kabir',
    });
    const meera = await createUser(t.database, {
      institutionId: institution.id,
      firstName: 'Meera',
    });

    const print = await printBooklets(t, token, levelId, {
      studentIds: [riya.id, kabir.id],
      anonymous: 1,
      answerPages: 2,
    });
    // In roll-number order, then by name; anonymous ones last.
    expect(
      print.booklets.map((booklet) => [
        booklet.student?.id ?? null,
        booklet.pageCount,
        booklet.state,
      ]),
    ).toEqual([
      [riya.id, 3, 'printed'],
      [kabir.id, 3, 'printed'],
      [null, 3, 'printed'],
    ]);
    const [riyas, kabirs, anonymous] = print.booklets;
    // Another level's booklet, whose page ends up in this class's pile.
    const otherExam = await createMarkedExam(t.database, { institutionId: institution.id });
    const stray = await printBooklets(t, token, otherExam.level.id, {
      studentIds: [meera.id],
      answerPages: 1,
    });

    // Pages 0-2 Riya's, 3-5 Kabir's, 6-8 the anonymous booklet (0, 3 and 6 the covers).
    const scan = await simulateScan({
      bookletPdf: print.pdf,
      writes: [
        {
          page: 1,
          lines: [`Q1. ${MODEL_ANSWERS[0]!.slice(0, 60)}`, MODEL_ANSWERS[0]!.slice(60, 140)],
        },
        { page: 2, lines: [`Q2. ${MODEL_ANSWERS[1]!.slice(0, 60)}`, MODEL_ANSWERS[1]!.slice(60)] },
        // Kabir answers out of order, and his second answer page is lost.
        {
          page: 4,
          lines: [
            `Q3. ${MODEL_ANSWERS[2]!.slice(0, 60)}`,
            MODEL_ANSWERS[2]!.slice(60),
            `Q1. Plants make food.`,
          ],
        },
        { page: 7, lines: [`Q1. ${MODEL_ANSWERS[0]!.slice(0, 60)}`] },
      ],
      transform: {
        order: [4, 0, 7, 2, 1, 6, 3, 8, 1],
        rotate: { 0: 2.5, 1: -3, 2: 180, 3: 1.5, 5: -2 },
        noise: true,
      },
    });
    const strayScan = await simulateScan({
      bookletPdf: stray.pdf,
      writes: [],
      transform: { order: [1] },
    });

    const upload = await t
      .as(token)
      .post(url(paperExamRoutes.scans, { levelId }))
      .attach('files', Buffer.from(scan), 'class-10a.pdf')
      .attach('files', Buffer.from(strayScan), 'stray.pdf')
      .expect(201);
    const batch = (upload.body as { data: ScanBatch }).data;
    expect(batch).toMatchObject({ status: 'queued', fileNames: ['class-10a.pdf', 'stray.pdf'] });
    const done = await waitForBatch(t, token, levelId, batch.id);
    expect(done).toMatchObject({ status: 'done', pagesTotal: 10, pagesRead: 10, error: null });

    // Riya's booklet is whole, so it became her attempt on its own.
    const riyasAttempt = await waitForAttempt(t, token, levelId, riyas!.id);
    expect(riyasAttempt.userId).toBe(riya.id);
    const booklets = await bookletsOf(t, token, levelId);
    const state = (id: string) => booklets.find((booklet) => booklet.id === id)!;
    expect(state(riyas!.id)).toMatchObject({
      pagesIn: [1, 2, 3],
      missingPages: [],
      state: 'submitted',
    });
    expect(state(kabirs!.id)).toMatchObject({
      pagesIn: [1, 2],
      missingPages: [3],
      state: 'incomplete',
      sessionId: null,
    });
    expect(state(anonymous!.id)).toMatchObject({
      pagesIn: [1, 2, 3],
      state: 'needs_student',
      sessionId: null,
    });

    // What the teacher must look at: the second scan of Riya's page 2, and the other exam's page.
    const attention = await t.as(token).get(url(paperExamRoutes.pages, { levelId })).expect(200);
    const pages = (attention.body as ScanPagesResponse).data;
    const problems = pages.map((page) => [
      page.status,
      page.source.file,
      page.bookletNumber,
      page.pageNumber,
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        ['duplicate', 'class-10a.pdf', riyas!.number, 2],
        ['other_exam', 'stray.pdf', null, null],
      ]),
    );
    expect(pages.filter((page) => page.status !== 'matched')).toHaveLength(2);
    // Every page of this exam came out upright and in its place.
    const all = await t
      .as(token)
      .get(`${url(paperExamRoutes.pages, { levelId })}?filter=all`)
      .expect(200);
    const matched = (all.body as ScanPagesResponse).data.filter(
      (page) => page.status === 'matched',
    );
    expect(matched).toHaveLength(8);
    // The page images load through their signed URLs only.
    const duplicate = pages.find((page) => page.status === 'duplicate')!;
    const image = await t.request().get(duplicate.imageUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    await t
      .request()
      .get(duplicate.imageUrl.replace(/sig=[^&]+/, 'sig=forged'))
      .expect(403);

    // Riya's answers were read from her pages and split by the numbers she wrote.
    const riyasAnswers = await t.database.db
      .select()
      .from(answers)
      .where(eq(answers.sessionId, riyasAttempt.id));
    const byMarks = new Map(riyasAnswers.map((answer) => [answer.marksAllocated, answer]));
    expect(byMarks.get(4)!.transcription?.toLowerCase()).toContain('photosynthesis');
    expect(byMarks.get(6)!.transcription?.toLowerCase()).toContain('angle of incidence');
    expect(byMarks.get(6)!.imagePaths).toHaveLength(1);
    expect(byMarks.get(5)!.transcription).toBe('');
    expect(byMarks.get(4)!.marksAwarded).toBeGreaterThan(0);

    // The teacher sets the duplicate aside, has Kabir's booklet marked without its lost page, and
    // ties the anonymous booklet to Meera.
    await t
      .as(token)
      .post(url(paperExamRoutes.discardPage, { pageId: duplicate.id }))
      .expect(200);
    const incomplete = await t
      .as(token)
      .post(url(paperExamRoutes.markIncomplete, { bookletId: kabirs!.id }))
      .expect(200);
    expect((incomplete.body as BookletResponse).data.markIncomplete).toBe(true);
    await t
      .as(token)
      .post(url(paperExamRoutes.bookletStudent, { bookletId: anonymous!.id }))
      .send({ studentId: meera.id })
      .expect(200);
    const kabirsAttempt = await waitForAttempt(t, token, levelId, kabirs!.id);
    const meerasAttempt = await waitForAttempt(t, token, levelId, anonymous!.id);
    expect(meerasAttempt.userId).toBe(meera.id);
    const kabirsAnswers = await t.database.db
      .select()
      .from(answers)
      .where(eq(answers.sessionId, kabirsAttempt.id));
    for (const answer of kabirsAnswers) {
      expect(answer.reviewReasons.map((reason) => reason.code)).toContain('pages_missing');
      expect(answer.confidence).toBe('needs_review');
    }
    const kabirsThird = kabirsAnswers.find((answer) => answer.marksAllocated === 5)!;
    expect(kabirsThird.transcription?.toLowerCase()).toContain('mitochondria');
    // A booklet made an attempt is closed to further matching.
    await t
      .as(token)
      .post(url(paperExamRoutes.markIncomplete, { bookletId: kabirs!.id }))
      .expect(409);
    expect((await bookletsOf(t, token, levelId)).map((booklet) => booklet.state)).toEqual([
      'submitted',
      'submitted',
      'submitted',
    ]);
  }, 300_000);

  it('holds a booklet with a page scanned too dark for the teacher, and marks it once they say so', async () => {
    const { exam, admin, student } = await createMarkedExamSchool(t.database);
    const token = await tokenOf(t, admin);
    const levelId = exam.level.id;
    const print = await printBooklets(t, token, levelId, {
      studentIds: [student.id],
      answerPages: 1,
    });
    const scan = await simulateScan({
      bookletPdf: print.pdf,
      writes: [{ page: 1, lines: [`Q1. ${MODEL_ANSWERS[0]!.slice(0, 60)}`] }],
      transform: { order: [0, 1], dim: { 1: 0.3 } },
    });
    const upload = await t
      .as(token)
      .post(url(paperExamRoutes.scans, { levelId }))
      .attach('files', Buffer.from(scan), 'blurry.pdf')
      .expect(201);
    await waitForBatch(t, token, levelId, (upload.body as { data: ScanBatch }).data.id);
    const [held] = await bookletsOf(t, token, levelId);
    expect(held).toMatchObject({ pagesIn: [1, 2], poorPages: [2], state: 'check_scan' });
    const attention = await t.as(token).get(url(paperExamRoutes.pages, { levelId })).expect(200);
    expect((attention.body as ScanPagesResponse).data).toEqual([
      expect.objectContaining({
        status: 'matched',
        pageNumber: 2,
        quality: expect.objectContaining({ dark: true }),
      }),
    ]);
    // Nothing was marked meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await bookletsOf(t, token, levelId))[0]!.sessionId).toBeNull();

    await t
      .as(token)
      .post(url(paperExamRoutes.markIncomplete, { bookletId: held!.id }))
      .expect(200);
    const attempt = await waitForAttempt(t, token, levelId, held!.id);
    const rows = await t.database.db
      .select()
      .from(answers)
      .where(eq(answers.sessionId, attempt.id));
    const first = rows.find((answer) => answer.marksAllocated === 4)!;
    expect(first.reviewReasons.map((reason) => reason.code)).toContain('poor_scan');
    expect(first.confidence).toBe('needs_review');
  }, 180_000);

  it("keeps each institution's booklets, scans and pages to its own admins", async () => {
    const mine = await createMarkedExamSchool(t.database);
    const theirs = await createMarkedExamSchool(t.database);
    const myToken = await tokenOf(t, mine.admin);
    const theirToken = await tokenOf(t, theirs.admin);
    const print = await printBooklets(t, myToken, mine.exam.level.id, {
      studentIds: [mine.student.id],
      answerPages: 1,
    });
    const levelId = mine.exam.level.id;
    await t.as(theirToken).get(url(paperExamRoutes.booklets, { levelId })).expect(404);
    await t
      .as(theirToken)
      .post(url(paperExamRoutes.booklets, { levelId }))
      .send({ anonymous: 1 })
      .expect(404);
    await t
      .as(theirToken)
      .get(url(paperExamRoutes.printPdf, { printId: print.printId }))
      .expect(404);
    await t
      .as(theirToken)
      .post(url(paperExamRoutes.bookletStudent, { bookletId: print.booklets[0]!.id }))
      .send({ studentId: theirs.student.id })
      .expect(404);
    // Nor may a student print or read them.
    const studentToken = await tokenOf(t, mine.student);
    await t.as(studentToken).get(url(paperExamRoutes.booklets, { levelId })).expect(403);
    await t
      .as(studentToken)
      .get(url(paperExamRoutes.printPdf, { printId: print.printId }))
      .expect(403);
  });

  it('refuses what cannot be printed or read, naming the field', async () => {
    const { exam, admin, institution } = await createMarkedExamSchool(t.database);
    const token = await tokenOf(t, admin);
    const levelId = exam.level.id;
    const nobody = await t
      .as(token)
      .post(url(paperExamRoutes.booklets, { levelId }))
      .send({})
      .expect(400);
    expect(nobody.body.message).toMatch(/students, a class or a number of anonymous booklets/);
    const tooMany = await t
      .as(token)
      .post(url(paperExamRoutes.booklets, { levelId }))
      .send({ anonymous: 1, answerPages: 99 })
      .expect(400);
    expect(JSON.stringify(tooMany.body)).toMatch(/answerPages must be at most 40/);
    const other = await createMarkedExamSchool(t.database);
    await t
      .as(token)
      .post(url(paperExamRoutes.booklets, { levelId }))
      .send({ studentIds: [other.student.id] })
      .expect(404);
    const notScan = await t
      .as(token)
      .post(url(paperExamRoutes.scans, { levelId }))
      .attach('files', Buffer.from('name,marks\nAsha,4\n'), 'marks.pdf')
      .expect(400);
    expect(notScan.body.message).toMatch(/files: marks.pdf is not a PDF, JPEG, PNG or WebP file/);
    await t.as(token).post(url(paperExamRoutes.scans, { levelId })).expect(400);
    void institution;
  });
});
