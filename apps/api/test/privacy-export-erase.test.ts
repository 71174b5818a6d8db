import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  EXPORT_DATA_FILE,
  pathTo,
  privacyRoutes,
  type StudentDataExport,
  type StudentErasureResponse,
  type StudentsPage,
} from '@markwise/contract';
import { answers, auditLog, practiceSessions, type Database } from '@markwise/db';
import { eq, sql } from 'drizzle-orm';
import {
  PERSONAL_DATA_COLUMNS,
  type PersonalTable,
} from '../src/modules/privacy/personal-data-coverage.js';
import { OBJECT_STORE, type ObjectStore } from '../src/modules/uploads/storage/object-store.js';
import { UploadStorageService } from '../src/modules/uploads/upload-storage.service.js';
import { createAttemptTestApp } from './support/attempt-factories.js';
import {
  binary,
  seedStudentWithEverything,
  studentRow,
  unzip,
} from './support/privacy-factories.js';
import { STORAGE_DRIVERS, useTestAppOnStore } from './support/storage-drivers.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

describe.each(STORAGE_DRIVERS)(
  `student export and erasure with STORAGE_DRIVER=%s on ${TEST_DATABASE_KIND}`,
  (driver) => {
    const { t, keys } = useTestAppOnStore(driver, (env) => createAttemptTestApp(env));

    const exportOf = (token: string, id: string) =>
      t
        .as(token)
        .get(`/api${pathTo(privacyRoutes.export, { id })}`)
        .buffer(true)
        .parse(binary);
    const erase = (token: string, id: string) =>
      t.as(token).delete(`/api${pathTo(privacyRoutes.erase, { id })}`);

    it('exports everything about the student, erases it all, and the admin screens still work', async () => {
      const seed = await seedStudentWithEverything(t);
      const { student, person, adminToken } = seed;
      const ids = await personalIds(t.database, student.id);
      for (const entry of PERSONAL_DATA_COLUMNS) {
        // The seed holds at least one row through every covered column, so each one is exercised.
        expect(
          await rowsThrough(t.database, entry, ids),
          `${entry.table}.${entry.column}`,
        ).toBeGreaterThan(0);
      }

      // Export: a zip with data.json and the exact bytes of every stored file.
      const response = await exportOf(adminToken, student.id).expect(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="student-${student.id}-export.zip"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const zip = unzip(response.body as Buffer);
      const text = zip[EXPORT_DATA_FILE]!.toString('utf8');
      const data = JSON.parse(text) as StudentDataExport;

      expect(data.profile).toMatchObject({
        id: student.id,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        mobile: person.mobile,
        rollNo: person.rollNo,
        photoFile: 'avatar.png',
      });
      expect(text).not.toMatch(
        /passwordHash|password_hash|tokenHash|token_hash|familyId|tokenVersion/,
      );
      expect(text).not.toMatch(JWT);
      expect(text).not.toContain('Secret model answer');
      expect(data.preferences).toMatchObject({ theme: 'light' });
      expect(data.progress.xp).toBeGreaterThanOrEqual(0);
      expect(data.progress.levels).toHaveLength(1);
      expect(data.enrollments).toEqual([
        {
          courseId: seed.exam.course.id,
          courseTitle: seed.exam.course.title,
          enrolledAt: expect.any(String),
        },
      ]);
      expect(data.refreshTokens).toHaveLength(2);
      expect(data.refreshTokens.map((token) => token.userAgent)).toContain('PrivacyTest/1.0');
      expect(data.practiceSessions.map((session) => session.id).sort()).toEqual(
        [seed.sessionId, seed.failedSessionId].sort(),
      );
      expect(data.evaluationFailures).toEqual([
        {
          sessionId: seed.failedSessionId,
          status: 'failed',
          failureReason: 'The photo could not be read',
        },
      ]);
      const evaluated = data.practiceSessions.find((session) => session.id === seed.sessionId)!;
      // The override rewrote the report; the evaluator's own text (which named them) is gone.
      expect(evaluated.overallReport).toContain('Overall result');
      const [photographed, typed] = evaluated.answers;
      expect(photographed!.photos).toHaveLength(2);
      expect(photographed!.transcription).toContain(person.firstName);
      expect(typed!.answerText).toContain(person.firstName);
      expect(typed!.override).toMatchObject({
        by: seed.admin.id,
        reason: expect.stringContaining(person.firstName),
      });
      expect(photographed!.regradeRequest).toMatchObject({
        reason: expect.stringContaining(person.firstName),
        status: 'resolved',
        marksBefore: 2,
        marksAfter: 3,
        resolvedBy: seed.admin.id,
      });
      expect(typed!.regradeRequest).toBeNull();
      expect(data.vivaSessions).toEqual([
        expect.objectContaining({
          levelId: seed.exam.level.id,
          turns: [
            expect.objectContaining({
              answer: `${person.firstName} says light bends`,
              score: 40,
              way: 'typed',
            }),
          ],
        }),
      ]);
      expect(data.auditLog.map((entry) => entry.action).sort()).toEqual(
        [
          'answer.mark_override',
          'answer.mark_override',
          'regrade.request',
          'regrade.resolve',
          'test.student_action',
        ].sort(),
      );
      expect(data.missingFiles).toEqual([]);
      // The photos, in the order the student added them, and the avatar, byte for byte.
      expect(
        photographed!.photos.every((path) => path.startsWith(`photos/${seed.sessionId}/`)),
      ).toBe(true);
      photographed!.photos.forEach((path, index) =>
        expect(Buffer.compare(zip[path]!, seed.files.photos[index]!)).toBe(0),
      );
      expect(Buffer.compare(zip['avatar.png']!, seed.files.avatar)).toBe(0);
      expect(Object.keys(zip).sort()).toEqual(
        [EXPORT_DATA_FILE, 'avatar.png', ...photographed!.photos].sort(),
      );
      for (const entry of PERSONAL_DATA_COLUMNS) {
        if ('key' in entry.export)
          expect(valueAt(data, entry.export.key), entry.export.key).not.toEqual([]);
      }
      // The export itself is on record, naming the student by id only.
      const [exported] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'student.personal_data_exported'));
      expect(exported).toMatchObject({ actorUserId: seed.admin.id, entityId: student.id });

      const storedFiles = [
        `avatars/${seed.photoUrl.split('/').at(-1)!}`,
        ...(await photoKeys(t.database, seed.sessionId)),
        // A scanned page of the student's printed booklet.
        seed.files.scan,
      ];
      expect(storedFiles).toHaveLength(4);
      expect(await keys()).toEqual(expect.arrayContaining(storedFiles));

      // The scan below finds them while they are there.
      const needles = [
        student.id,
        person.email,
        person.firstName,
        person.lastName,
        person.mobile,
        person.rollNo,
      ];
      expect(await tablesContaining(t.database, needles)).toEqual(
        expect.arrayContaining([
          'public.users.email',
          'public.answers.answer_text',
          'public.audit_log.reason',
          'public.regrade_requests.reason',
        ]),
      );

      // Erase.
      const erased = await erase(adminToken, student.id).expect(200);
      const receipt = (erased.body as StudentErasureResponse).data;
      expect(receipt).toEqual({
        erasureId: expect.any(String),
        erasedAt: expect.any(String),
        removed: {
          practiceSessions: 2,
          answers: 2,
          levelProgress: 1,
          enrollments: 1,
          refreshTokens: 2,
          auditEntries: 6,
          vivaSessions: 1,
        },
        files: { removed: 4, failed: 0 },
      });

      // Nothing references the student any more, through any covered column.
      for (const entry of PERSONAL_DATA_COLUMNS) {
        expect(await rowsThrough(t.database, entry, ids), `${entry.table}.${entry.column}`).toBe(0);
      }
      expect(await studentRow(t.database, student.id)).toBeUndefined();
      // Their id, name, email, phone and roll number appear in no column of any table.
      expect(await tablesContaining(t.database, needles)).toEqual([]);
      // The files are gone, and so are their session folders (a bucket has none).
      expect((await keys()).filter((key) => storedFiles.includes(key))).toEqual([]);
      expect(existsSync(join(t.config.uploadsDir, 'answers', seed.sessionId))).toBe(false);

      // The erasure is on record: who, when, where, and nothing about the student.
      const [record] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, receipt.erasureId));
      expect(record).toMatchObject({
        institutionId: seed.institutionId,
        actorUserId: seed.admin.id,
        action: 'student.personal_data_erased',
        entityType: 'erasure',
      });

      // The classmate keeps their attempt and answer; only the links to the student are cleared.
      const [kept] = await t.database.db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.id, seed.classmateSessionId));
      expect(kept).toMatchObject({ userId: seed.classmate.id, uploadedBy: null, marksAwarded: 7 });
      const [keptAnswer] = await t.database.db
        .select()
        .from(answers)
        .where(eq(answers.sessionId, seed.classmateSessionId));
      expect(keptAnswer).toMatchObject({ overriddenBy: null, marksAwarded: 3 });

      // The admin's screens.
      const list = await t.as(adminToken).get('/api/students').expect(200);
      expect((list.body as StudentsPage).data.map((row) => row.id)).toEqual([seed.classmate.id]);
      const stats = await t.as(adminToken).get('/api/dashboard/stats').expect(200);
      expect(JSON.stringify(stats.body)).toMatch(/totalStudents/);
      await t.as(adminToken).get('/api/dashboard/performance').expect(200);
      await t
        .as(adminToken)
        .get(`/api/user-journeys/level/${seed.exam.level.id}/users`)
        .expect(200);
      await t.as(adminToken).get('/api/practice-sessions/evaluation?status=failed').expect(200);

      // Gone for good: the same calls now find no one.
      await exportOf(adminToken, student.id).expect(404);
      await erase(adminToken, student.id).expect(404);
    });

    it('lists a stored file that is missing from the store instead of failing the export', async () => {
      const seed = await seedStudentWithEverything(t);
      const store = t.app.get<ObjectStore>(OBJECT_STORE, { strict: false });
      await store.remove(`avatars/${seed.photoUrl.split('/').at(-1)!}`);

      const response = await exportOf(seed.adminToken, seed.student.id).expect(200);
      const zip = unzip(response.body as Buffer);
      const data = JSON.parse(zip[EXPORT_DATA_FILE]!.toString('utf8')) as StudentDataExport;
      expect(data.profile.photoFile).toBeNull();
      expect(data.missingFiles).toEqual(['avatar.png']);
      expect(zip['avatar.png']).toBeUndefined();

      const erased = await erase(seed.adminToken, seed.student.id).expect(200);
      expect((erased.body as StudentErasureResponse).data.files).toEqual({ removed: 4, failed: 0 });
    });

    it('retries a file that will not go, then reports it; the rows are erased all the same', async () => {
      const seed = await seedStudentWithEverything(t);
      const storage = t.app.get(UploadStorageService, { strict: false });
      const [stuck, flaky] = await photoKeys(t.database, seed.sessionId);
      const busy = Object.assign(new Error(`EBUSY: ${stuck}`), { code: 'EBUSY' });
      const original = storage.removePrivate.bind(storage);
      let flakyTries = 0;
      const remove = vi.spyOn(storage, 'removePrivate').mockImplementation(async (keys) => {
        if (keys.includes(stuck!)) throw busy;
        if (keys.includes(flaky!) && ++flakyTries === 1) throw busy;
        return original(keys);
      });

      const erased = await erase(seed.adminToken, seed.student.id).expect(200);

      const receipt = (erased.body as StudentErasureResponse).data;
      expect(receipt.files).toEqual({ removed: 3, failed: 1 });
      expect(remove.mock.calls.filter(([keys]) => keys.includes(stuck!))).toHaveLength(3);
      expect(flakyTries).toBe(2);
      expect(await keys()).toContain(stuck);
      expect(await keys()).not.toContain(flaky);
      expect(await studentRow(t.database, seed.student.id)).toBeUndefined();
    });
  },
);

/** An array parameter both drivers take the same way: one text value split in SQL. */
const uuidArray = (values: string[]) => sql`string_to_array(${values.join(',')}, ',')::uuid[]`;

type Ids = Record<PersonalTable, string[]>;

/** The ids of the student and of their sessions and answers, read before the erasure. */
async function personalIds(database: Database, userId: string): Promise<Ids> {
  const sessions = await database.db
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId));
  const sessionIds = sessions.map((row) => row.id);
  const answerRows = await database.db.execute<{ id: string }>(
    sql`select id from answers where session_id = any(${uuidArray(sessionIds)})`,
  );
  const batches = await database.db.execute<{ id: string }>(
    sql`select id from scan_batches where uploaded_by = ${userId}`,
  );
  const booklets = await database.db.execute<{ id: string }>(
    sql`select id from answer_booklets where student_id = ${userId}`,
  );
  const conversations = await database.db.execute<{ id: string }>(
    sql`select id from tutor_conversations where answer_id = any(${uuidArray(answerRows.rows.map((row) => row.id))})`,
  );
  return {
    users: [userId],
    practice_sessions: sessionIds,
    answers: answerRows.rows.map((row) => row.id),
    answer_booklets: booklets.rows.map((row) => row.id),
    scan_batches: batches.rows.map((row) => row.id),
    tutor_conversations: conversations.rows.map((row) => row.id),
    viva_sessions: (
      await database.db.execute<{ id: string }>(
        sql`select id from viva_sessions where student_id = ${userId}`,
      )
    ).rows.map((row) => row.id),
  };
}

async function rowsThrough(
  database: Database,
  entry: (typeof PERSONAL_DATA_COLUMNS)[number],
  ids: Ids,
): Promise<number> {
  const values = entry.references.flatMap((table) => ids[table]);
  const result = await database.db.execute<{ count: string | number }>(
    sql`select count(*) as count from ${sql.identifier(entry.table)}
        where ${sql.identifier(entry.column)} = any(${uuidArray(values)})`,
  );
  return Number(result.rows[0]!.count);
}

async function photoKeys(database: Database, sessionId: string) {
  const rows = await database.db
    .select({ imagePaths: answers.imagePaths })
    .from(answers)
    .where(eq(answers.sessionId, sessionId));
  return rows.flatMap((row) => row.imagePaths);
}

/** `schema.table.column` of every column, in every schema of the app, whose text holds a needle. */
async function tablesContaining(database: Database, needles: string[]): Promise<string[]> {
  const columns = await database.db.execute<{ schema: string; table: string; column: string }>(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'uuid', 'json', 'jsonb', 'ARRAY')
  `);
  const patterns = needles.map((needle) => `%${needle}%`);
  const found: string[] = [];
  for (const { schema, table, column } of columns.rows) {
    const result = await database.db.execute<{ count: string | number }>(
      sql`select count(*) as count from ${sql.identifier(schema)}.${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike any(string_to_array(${patterns.join(',')}, ','))`,
    );
    if (Number(result.rows[0]!.count) > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

/** The value at a dotted path, flattening arrays on the way: 'practiceSessions.answers'. */
function valueAt(data: unknown, path: string): unknown[] {
  let current: unknown[] = [data];
  for (const key of path.split('.')) {
    current = current.flatMap((value) => {
      const next = (value as Record<string, unknown>)[key];
      return Array.isArray(next) ? next : next === undefined || next === null ? [] : [next];
    });
  }
  return current;
}
