import { hashPassword } from '@markwise/db';
import pg from 'pg';

/** What the seed needs of a connection: node-postgres' Client and PGlite both fit (see pgliteClient). */
export type QueryClient = {
  query<R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: R[]; rowCount?: number | null }>;
};

/** The shape of the seeded data; the hot level is the one the level-users endpoint is measured on. */
export const SEED_SHAPE = {
  students: { hot: 15_000, other: 5_000 },
  coursesPerInstitution: 2,
  subjectsPerCourse: 5,
  levelsPerJourney: 10,
  questionsPerPaper: 5,
  marksPerQuestion: 10,
  /** Level number (of 200) whose sessions crowd onto one day. */
  hotLevel: 3,
  /** Distinct students on the hot level's hot day: page 1,000 at limit 10 needs 10,000. */
  hotDayStudents: 12_000,
  hotDaySessions: 30_000,
  hotOtherDaysSessions: 5_000,
  days: 60,
} as const;

export const BENCH_ADMIN = {
  email: 'bench-admin@hot.bench.example',
  password: 'Bench-Admin-Password-1',
} as const;

export type SeedResult = {
  hotInstitutionId: string;
  hotLevelId: string;
  /** yyyy-MM-dd (UTC) of the hot day. */
  hotDay: string;
  /** Sessions, and distinct students, on the hot level that day. */
  hotDaySessions: number;
  hotDayStudents: number;
  /** An evaluated session of the hot day, with answers and structured feedback. */
  reportSessionId: string;
  hotInstitutionStudents: number;
  hotInstitutionCourses: number;
  counts: Record<string, number>;
};

const LEVELS_PER_INSTITUTION =
  SEED_SHAPE.coursesPerInstitution * SEED_SHAPE.subjectsPerCourse * SEED_SHAPE.levelsPerJourney;
const LEVELS = 2 * LEVELS_PER_INSTITUTION;
const SUBJECTS = 2 * SEED_SHAPE.coursesPerInstitution * SEED_SHAPE.subjectsPerCourse;
const PAPER_MARKS = SEED_SHAPE.questionsPerPaper * SEED_SHAPE.marksPerQuestion;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds with a handful of set-based statements (INSERT ... SELECT generate_series), so a million
 * sessions take seconds, not the minutes row-by-row inserts would. Ids are derived from names
 * (`bench_uuid('level-3')`), which lets each statement link to rows of the others by arithmetic.
 */
export async function seed(
  databaseUrl: string,
  options: { sessions: number; log: (line: string) => void },
): Promise<SeedResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await seedWith(client, options);
  } finally {
    await client.end();
  }
}

/** The same data through any client; the hot day is two days before today (UTC). */
export async function seedWith(
  client: QueryClient,
  options: { sessions: number; log: (line: string) => void },
): Promise<SeedResult> {
  const hotDay = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);
  const step = async (label: string, statement: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(statement, values);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    options.log(`  ${label}: ${result.rowCount ?? 0} rows, ${seconds} s`);
  };
  await client.query(BENCH_UUID_FUNCTION);
  await client.query('select setseed(0.42)');
  await seedCatalogue(step);
  await seedPeople(step);
  await seedSessions(step, { total: options.sessions, hotDay });
  await seedAnswers(step, hotDay);
  const started = performance.now();
  await client.query('vacuum analyze');
  options.log(`  vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return await describeSeed(client, hotDay);
}

/**
 * `pg_temp.bench_uuid(name)`, for the session that runs it: a version-4-shaped uuid from a name, so
 * the API's uuid validation accepts it and later steps (the desk section's) can find the seed's rows.
 */
export const BENCH_UUID_FUNCTION = `
  create function pg_temp.bench_uuid(key text) returns uuid language sql immutable as
  $$ select overlay(overlay(md5(key) placing '4' from 13) placing '8' from 17)::uuid $$`;

export type Step = (label: string, statement: string, values?: unknown[]) => Promise<void>;

async function seedCatalogue(step: Step) {
  const { coursesPerInstitution: cpi, subjectsPerCourse: spc, levelsPerJourney: lpj } = SEED_SHAPE;
  await step(
    'institutions',
    `insert into institutions (id, name, slug)
     values (pg_temp.bench_uuid('institution-1'), 'Bench Hot Academy', 'bench-hot-academy'),
            (pg_temp.bench_uuid('institution-2'), 'Bench Other School', 'bench-other-school')`,
  );
  await step(
    'courses',
    `insert into courses (id, institution_id, title, description, board, availability_status, is_premium)
     select pg_temp.bench_uuid('course-' || c), pg_temp.bench_uuid('institution-' || ((c - 1) / ${cpi} + 1)),
            'Course ' || c, 'A bench course', 'CBSE', 'live', c % 2 = 0
     from generate_series(1, ${2 * cpi}) c`,
  );
  await step(
    'subjects',
    `insert into subjects (id, course_id, institution_id, title, description)
     select pg_temp.bench_uuid('subject-' || s), pg_temp.bench_uuid('course-' || ((s - 1) / ${spc} + 1)),
            pg_temp.bench_uuid('institution-' || ((s - 1) / ${cpi * spc} + 1)),
            'Subject ' || s, 'A bench subject'
     from generate_series(1, ${SUBJECTS}) s`,
  );
  await step(
    'journeys',
    `insert into journeys (id, subject_id, institution_id, title)
     select pg_temp.bench_uuid('journey-' || j), pg_temp.bench_uuid('subject-' || j),
            pg_temp.bench_uuid('institution-' || ((j - 1) / ${cpi * spc} + 1)), 'Journey ' || j
     from generate_series(1, ${SUBJECTS}) j`,
  );
  // One paper per level, in the level's subject and course.
  await step(
    'question papers',
    `insert into question_papers (id, institution_id, subject_id, course_id, title, student_class,
                                  time_allowed, year, qp_code, max_marks)
     select pg_temp.bench_uuid('paper-' || p),
            pg_temp.bench_uuid('institution-' || ((p - 1) / ${LEVELS_PER_INSTITUTION} + 1)),
            pg_temp.bench_uuid('subject-' || ((p - 1) / ${lpj} + 1)),
            pg_temp.bench_uuid('course-' || ((p - 1) / ${spc * lpj} + 1)),
            'Bench paper ' || p, 'Grade 10A', 60, 2025, 'QP-' || lpad(p::text, 4, '0'), ${PAPER_MARKS}
     from generate_series(1, ${LEVELS}) p`,
  );
  await step(
    'questions',
    `insert into questions (id, paper_id, number, text, marks, model_answer)
     select pg_temp.bench_uuid('question-' || q),
            pg_temp.bench_uuid('paper-' || ((q - 1) / ${SEED_SHAPE.questionsPerPaper} + 1)),
            (q - 1) % ${SEED_SHAPE.questionsPerPaper} + 1,
            'Explain, with an example, idea number ' || q || '.', ${SEED_SHAPE.marksPerQuestion},
            'A model answer that names the idea, explains it and gives an example.'
     from generate_series(1, ${LEVELS * SEED_SHAPE.questionsPerPaper}) q`,
  );
  await step(
    'levels',
    `insert into levels (id, journey_id, title, sort_order, type, question_paper_id)
     select pg_temp.bench_uuid('level-' || l), pg_temp.bench_uuid('journey-' || ((l - 1) / ${lpj} + 1)),
            'Level ' || l, (l - 1) % ${lpj} + 1, 'exam', pg_temp.bench_uuid('paper-' || l)
     from generate_series(1, ${LEVELS}) l`,
  );
}

async function seedPeople(step: Step) {
  const { hot, other } = SEED_SHAPE.students;
  await step(
    'students',
    `insert into users (id, institution_id, role, email, password_hash, first_name, last_name,
                        student_class, roll_no, mobile, created_at)
     select pg_temp.bench_uuid('student-' || u),
            pg_temp.bench_uuid('institution-' || case when u <= ${hot} then 1 else 2 end),
            'STUDENT', 'student' || u || '@bench.example', 'no-login',
            (array['Asha','Ravi','Meera','Arjun','Priya','Kiran','Divya','Rahul','Sneha','Vikram'])[1 + u % 10],
            (array['Verma','Rao','Iyer','Kumar','Shah','Nair','Das','Singh','Patel','Reddy'])[1 + (u / 10) % 10],
            (array['Grade 10A','Grade 10B','Grade 11A'])[1 + u % 3],
            'R' || lpad(u::text, 5, '0'), '9' || lpad(u::text, 9, '0'), now() - interval '90 days'
     from generate_series(1, ${hot + other}) u`,
  );
  const adminHash = await hashPassword(BENCH_ADMIN.password);
  await step(
    'admins',
    `insert into users (institution_id, role, email, password_hash, first_name, last_name)
     values (pg_temp.bench_uuid('institution-1'), 'ADMIN', $1, $2, 'Bench', 'Admin'),
            (pg_temp.bench_uuid('institution-2'), 'ADMIN', 'bench-admin@other.bench.example', $2, 'Other', 'Admin')`,
    [BENCH_ADMIN.email, adminHash],
  );
  // Every student takes both courses of their institution.
  await step(
    'enrollments',
    `insert into enrollments (course_id, user_id)
     select pg_temp.bench_uuid('course-' || ((case when u <= ${hot} then 0 else 1 end) * ${SEED_SHAPE.coursesPerInstitution} + c)),
            pg_temp.bench_uuid('student-' || u)
     from generate_series(1, ${hot + other}) u, generate_series(1, ${SEED_SHAPE.coursesPerInstitution}) c`,
  );
}

/**
 * Sessions as `start`, `level` and `student` numbers, turned into rows by one shared SELECT:
 * status 85% evaluated, 10% submitted, 5% in progress; evaluated ones carry marks and a report.
 */
function sessionRows(numbered: string): string {
  return `
    insert into practice_sessions (institution_id, user_id, level_id, paper_id, status, start_time,
      end_time, submitted_at, evaluated_at, marks_awarded, marks_allocated, is_pass, overall_report,
      attempt_number, created_at)
    select pg_temp.bench_uuid('institution-' || ((level - 1) / ${LEVELS_PER_INSTITUTION} + 1)),
           pg_temp.bench_uuid('student-' || student),
           pg_temp.bench_uuid('level-' || level),
           pg_temp.bench_uuid('paper-' || level),
           status, start_time,
           case when status <> 'in_progress' then start_time + interval '45 minutes' end,
           case when status <> 'in_progress' then start_time + interval '45 minutes' end,
           case when status = 'evaluated' then start_time + interval '47 minutes' end,
           case when status = 'evaluated' then marks end,
           ${PAPER_MARKS},
           case when status = 'evaluated' then marks >= ${PAPER_MARKS * 0.4} end,
           case when status = 'evaluated'
                then '## Overall result: ' || marks || '/${PAPER_MARKS}' || E'\\n\\nClear structure; add examples.' end,
           attempt, start_time
    from (
      select *, case when pick < 0.85 then 'evaluated' when pick < 0.95 then 'submitted'
                     else 'in_progress' end as status,
             round((random() * ${PAPER_MARKS})::numeric, 1)::real as marks
      from (${numbered}) numbered
    ) sessions`;
}

async function seedSessions(step: Step, options: { total: number; hotDay: string }) {
  const { hot, other } = SEED_SHAPE.students;
  const hotLevel = SEED_SHAPE.hotLevel;
  const background = options.total - SEED_SHAPE.hotDaySessions - SEED_SHAPE.hotOtherDaysSessions;
  // Spread over every level and the last 60 days; each student sits levels of their institution.
  await step(
    'sessions, spread',
    sessionRows(`
      select level, random() as pick, 1 as attempt,
             case when level <= ${LEVELS_PER_INSTITUTION} then 1 + floor(random() * ${hot})::int
                  else ${hot + 1} + floor(random() * ${other})::int end as student,
             now() - random() * interval '${SEED_SHAPE.days} days' as start_time
      from (select g, 1 + g % ${LEVELS} as level from generate_series(1, ${background}) g) g`),
  );
  // Statistics for the latest_of_day triggers' statements (PGlite has no autovacuum to gather
  // them): without them the next inserts' refresh takes minutes there instead of seconds.
  await step('analyze', 'analyze practice_sessions');
  // The hot day: 12,000 students of the hot institution, two or three attempts each.
  await step(
    'sessions, hot level on the hot day',
    sessionRows(`
      select ${hotLevel} as level, random() as pick, 1 + g / ${SEED_SHAPE.hotDayStudents} as attempt,
             1 + g % ${SEED_SHAPE.hotDayStudents} as student,
             $1::timestamptz + (g * (86000.0 / ${SEED_SHAPE.hotDaySessions})) * interval '1 second' as start_time
      from generate_series(0, ${SEED_SHAPE.hotDaySessions - 1}) g`),
    [`${options.hotDay}T00:00:00Z`],
  );
  await step(
    'sessions, hot level on other days',
    sessionRows(`
      select ${hotLevel} as level, random() as pick, 1 as attempt,
             1 + floor(random() * ${hot})::int as student,
             $1::timestamptz - (1 + floor(random() * ${SEED_SHAPE.days - 3})) * interval '1 day'
               + random() * interval '1 day' as start_time
      from generate_series(1, ${SEED_SHAPE.hotOtherDaysSessions}) g`),
    [`${options.hotDay}T00:00:00Z`],
  );
}

/** Answers with structured feedback for every evaluated session of the hot day. */
async function seedAnswers(step: Step, hotDay: string) {
  const perQuestion = SEED_SHAPE.marksPerQuestion;
  await step(
    'answers',
    `insert into answers (session_id, question_id, answer_text, marks_awarded, marks_allocated,
                          feedback, evaluator, submitted_at)
     select s.id,
            pg_temp.bench_uuid('question-' || ((${SEED_SHAPE.hotLevel} - 1) * ${SEED_SHAPE.questionsPerPaper} + q)),
            'My answer to question ' || q || E': the idea, why it matters, and an example.\\n\\n- point one\\n- point two',
            least(${perQuestion}, round((s.marks_awarded / ${SEED_SHAPE.questionsPerPaper})::numeric, 1))::real,
            ${perQuestion},
            jsonb_build_object(
              'guidlines', 'Name the idea, explain it, give an example.',
              'readable_response', 'My answer to question ' || q || ': the idea, why it matters, and an example.',
              'marks_per_question', jsonb_build_array(
                jsonb_build_object('question_number', 1, 'marks_awarded', 4, 'marks_allocated', 5,
                  'feedback', 'The idea is named and explained.', 'improvement_suggestion', 'Define the terms first.'),
                jsonb_build_object('question_number', 2, 'marks_awarded', 3, 'marks_allocated', 5,
                  'feedback', 'The example is relevant but thin.', 'improvement_suggestion', 'Work the example through.'))),
            'builtin', s.submitted_at
     from practice_sessions s, generate_series(1, ${SEED_SHAPE.questionsPerPaper}) q
     where s.level_id = pg_temp.bench_uuid('level-${SEED_SHAPE.hotLevel}')
       and s.start_time >= $1::timestamptz and s.start_time < $1::timestamptz + interval '1 day'
       and s.status = 'evaluated'`,
    [`${hotDay}T00:00:00Z`],
  );
}

async function describeSeed(client: QueryClient, hotDay: string): Promise<SeedResult> {
  const ids = await client.query<{
    institution: string;
    level: string;
    session: string;
    sessions: string;
    students: string;
  }>(
    `with day as (
       select id, user_id, status, start_time from practice_sessions
       where level_id = pg_temp.bench_uuid('level-${SEED_SHAPE.hotLevel}')
         and start_time >= $1::timestamptz and start_time < $1::timestamptz + interval '1 day')
     select pg_temp.bench_uuid('institution-1') as institution,
            pg_temp.bench_uuid('level-${SEED_SHAPE.hotLevel}') as level,
            (select id from day where status = 'evaluated' order by start_time desc limit 1) as session,
            (select count(*) from day) as sessions,
            (select count(distinct user_id) from day) as students`,
    [`${hotDay}T00:00:00Z`],
  );
  const tables = ['users', 'levels', 'questions', 'practice_sessions', 'answers', 'enrollments'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]!.n);
  }
  const row = ids.rows[0]!;
  return {
    hotInstitutionId: row.institution,
    hotLevelId: row.level,
    hotDay,
    hotDaySessions: Number(row.sessions),
    hotDayStudents: Number(row.students),
    reportSessionId: row.session,
    hotInstitutionStudents: SEED_SHAPE.students.hot,
    hotInstitutionCourses: SEED_SHAPE.coursesPerInstitution,
    counts,
  };
}
