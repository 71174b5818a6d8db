/**
 * The exam-day data: one institution of its own ("Bench Exam Day School"), its students, and one
 * timed exam level per round (a round is one crowd of students sitting at once), seeded with
 * set-based SQL through any query client (PostgreSQL or PGlite). Students get a signed-in session
 * (a refresh-token family) in SQL and access tokens signed here with the app's key, so signing
 * 10,000 students in costs no argon2 verification and login is not what is measured.
 */
import { createHmac } from 'node:crypto';
import { BENCH_UUID_FUNCTION, type QueryClient } from '../seed.js';

export const EXAM = {
  /** Minutes allowed: the crowd submits together long before the paper's own deadline. */
  timeAllowed: 180,
  questionMarks: 10,
} as const;

export type ExamStudent = { userId: string; familyId: string; tokenVersion: number };
export type ExamRound = { levelId: string; typedQuestionId: string; photoQuestionId: string };
export type ExamDaySeed = { institutionId: string; students: ExamStudent[]; rounds: ExamRound[] };

const key = (name: string) => `pg_temp.bench_uuid('examday-${name}')`;

export async function seedExamDay(
  client: QueryClient,
  options: { students: number; rounds: number; log: (line: string) => void },
): Promise<ExamDaySeed> {
  const step = async (label: string, statement: string) => {
    const started = performance.now();
    const result = await client.query(statement);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    options.log(`  exam day ${label}: ${result.rowCount ?? 0} rows, ${seconds} s`);
  };
  await client.query(BENCH_UUID_FUNCTION);
  await step(
    'institution',
    `insert into institutions (id, name, slug)
     values (${key('institution')}, 'Bench Exam Day School', 'bench-exam-day-school')`,
  );
  await step(
    'catalogue',
    `with c as (
       insert into courses (id, institution_id, title, description, board, availability_status)
       values (${key('course')}, ${key('institution')}, 'Exam day', 'A bench course', 'CBSE', 'live')
       returning id),
     s as (
       insert into subjects (id, course_id, institution_id, title, description)
       select ${key('subject')}, id, ${key('institution')}, 'Science', 'A bench subject' from c
       returning id)
     insert into journeys (id, subject_id, institution_id, title)
     select ${key('journey')}, id, ${key('institution')}, 'Board exams' from s`,
  );
  // Per round: a paper of two questions (one typed, one answered by a photo) and its exam level.
  await step(
    'papers',
    `insert into question_papers (id, institution_id, subject_id, course_id, title, student_class,
                                  time_allowed, year, qp_code, max_marks)
     select pg_temp.bench_uuid('examday-paper-' || r), ${key('institution')}, ${key('subject')},
            ${key('course')}, 'Exam day paper ' || r, 'Grade 10A', ${EXAM.timeAllowed}, 2025,
            'ED-' || r, ${2 * EXAM.questionMarks}
     from generate_series(1, ${options.rounds}) r`,
  );
  await step(
    'questions',
    `insert into questions (id, paper_id, number, text, marks, model_answer)
     select pg_temp.bench_uuid('examday-question-' || r || '-' || q),
            pg_temp.bench_uuid('examday-paper-' || r), q,
            'Explain refraction of light, with an example (' || q || ').', ${EXAM.questionMarks},
            'Refraction is the bending of light as it passes from one medium into another, because its speed changes; a straw looks bent in water.'
     from generate_series(1, ${options.rounds}) r, generate_series(1, 2) q`,
  );
  await step(
    'levels',
    `insert into levels (id, journey_id, title, sort_order, type, question_paper_id)
     select pg_temp.bench_uuid('examday-level-' || r), ${key('journey')}, 'Exam day ' || r, r,
            'exam', pg_temp.bench_uuid('examday-paper-' || r)
     from generate_series(1, ${options.rounds}) r`,
  );
  await step(
    'students',
    `insert into users (id, institution_id, role, email, password_hash, first_name, last_name)
     select pg_temp.bench_uuid('examday-student-' || u), ${key('institution')}, 'STUDENT',
            'examday-student' || u || '@bench.example', 'no-login', 'Student', u::text
     from generate_series(1, ${options.students}) u`,
  );
  // One live session each, as a login leaves: the access guard checks its family on each request.
  await step(
    'signed-in sessions',
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     select pg_temp.bench_uuid('examday-student-' || u), pg_temp.bench_uuid('examday-family-' || u),
            md5('examday-refresh-' || u), now() + interval '1 day'
     from generate_series(1, ${options.students}) u`,
  );
  await client.query('analyze');
  const { rows } = await client.query<{ id: string; family: string; tv: number }>(
    `select u.id, pg_temp.bench_uuid('examday-family-' || u.last_name) as family,
            u.token_version as tv
     from users u where u.institution_id = ${key('institution')}
     order by u.last_name::int`,
  );
  const rounds = await client.query<{ level: string; typed: string; photo: string }>(
    `select pg_temp.bench_uuid('examday-level-' || r) as level,
            pg_temp.bench_uuid('examday-question-' || r || '-1') as typed,
            pg_temp.bench_uuid('examday-question-' || r || '-2') as photo
     from generate_series(1, ${options.rounds}) r order by r`,
  );
  const institution = await client.query<{ id: string }>(`select ${key('institution')} as id`);
  return {
    institutionId: institution.rows[0]!.id,
    students: rows.map((row) => ({ userId: row.id, familyId: row.family, tokenVersion: row.tv })),
    rounds: rounds.rows.map((row) => ({
      levelId: row.level,
      typedQuestionId: row.typed,
      photoQuestionId: row.photo,
    })),
  };
}

/**
 * An access token as the app signs it (HS256, `at+jwt`, the same claims), valid four hours: an
 * HMAC over two JSON objects, which needs no JWT library.
 */
export function accessToken(
  jwtSecret: string,
  institutionId: string,
  student: ExamStudent,
): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'at+jwt' })}.${part({
    role: 'STUDENT',
    inst: institutionId,
    tv: student.tokenVersion,
    sid: student.familyId,
    sub: student.userId,
    iss: 'markwise',
    aud: 'markwise-api',
    iat: now,
    exp: now + 4 * 3600,
  })}`;
  const signature = createHmac('sha256', jwtSecret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
