import { randomUUID } from 'node:crypto';
import type {
  NewAnswer,
  NewInstitution,
  NewLevelProgress,
  NewSchoolClass,
  NewUser,
} from '../schema/index.js';
import { buildCatalogue, type Catalogue } from './catalogue.js';
import { COURSES } from './data/courses.js';
import { DEMO_STUDENT_HISTORY } from './data/demo-history.js';
import { PAPERS } from './data/papers/index.js';
import { adminEmail, demoStudentEmail, INSTITUTIONS, STUDENT_CLASSES } from './data/people.js';
import { deriveProgress } from './progress.js';
import { createRandom } from './random.js';
import { chooseParticipants, simulateLevelSessions, type SessionRow } from './sessions.js';
import { buildStudents, type StudentRow } from './students.js';
import { daysBefore } from './time.js';

/** Every row of the demo data set; the keys are in insertion (foreign key) order. */
export type DemoData = {
  institutions: (NewInstitution & { id: string })[];
  classes: NewSchoolClass[];
  users: (NewUser & { id: string })[];
} & Omit<Catalogue, 'openExamLevels'> & {
    practiceSessions: SessionRow[];
    answers: NewAnswer[];
    levelProgress: NewLevelProgress[];
  };

/** Fixed, so the same `now` always gives the same data. */
const SEED = 0x4d61726b;

/**
 * Builds the demo data in memory, dated relative to `now`. Only the ids are random; everything
 * else follows from `now` and the seeded PRNG.
 */
export function buildDemoData(options: { now: Date; passwordHash: string }): DemoData {
  const { now, passwordHash } = options;
  const random = createRandom(SEED);
  const newId = () => randomUUID();

  const institutions: DemoData['institutions'] = [];
  const classes: DemoData['classes'] = [];
  const users: DemoData['users'] = [];
  const institutionIds = new Map<string, string>();
  const studentsByInstitution = new Map<string, StudentRow[]>();
  const demoStudents = new Map<string, StudentRow>();
  const ability = new Map<string, number>();

  for (const institution of INSTITUTIONS) {
    const id = newId();
    const createdAt = daysBefore(now, 180);
    institutionIds.set(institution.key, id);
    institutions.push({ id, name: institution.name, slug: institution.slug, createdAt });
    for (const name of STUDENT_CLASSES) classes.push({ institutionId: id, name, createdAt });
    users.push({
      id: newId(),
      institutionId: id,
      role: 'ADMIN',
      email: adminEmail(institution),
      passwordHash,
      ...institution.admin,
      school: institution.name,
      address: institution.city,
      // The demo deployment's operator: reads the demo requests sent from the landing page.
      isOperator: institution === INSTITUTIONS[0],
      createdAt,
      updatedAt: createdAt,
    });
    const students = buildStudents({
      institution,
      institutionId: id,
      passwordHash,
      createdAt: daysBefore(now, 150),
      random,
      newId,
    });
    for (const student of students) {
      const isDemo = student.email === demoStudentEmail(institution);
      if (isDemo) demoStudents.set(institution.key, student);
      // How much of each answer a student gets right; the demo students are good, not perfect.
      ability.set(student.id, isDemo ? 0.75 : 0.05 + 0.85 * random.next());
    }
    studentsByInstitution.set(institution.key, students);
    users.push(...students);
  }

  const { openExamLevels, ...catalogue } = buildCatalogue({
    courses: COURSES,
    institutionIds,
    studentsByInstitution,
    now,
    random,
    newId,
  });

  const practiceSessions: SessionRow[] = [];
  const answers: NewAnswer[] = [];
  for (const level of openExamLevels) {
    const { course } = level;
    const enrolled = (studentsByInstitution.get(course.institution) ?? [])
      .filter((student) => student.isActive && course.classes.includes(student.studentClass))
      .map((student) => ({ id: student.id, ability: ability.get(student.id) ?? 0.5 }));
    const demoStudent = demoStudents.get(course.institution);
    const plan = DEMO_STUDENT_HISTORY[course.institution][level.paperKey];
    const demo =
      demoStudent && plan && course.classes.includes(demoStudent.studentClass)
        ? { id: demoStudent.id, plan }
        : undefined;
    const simulated = simulateLevelSessions({
      institutionId: institutionIds.get(course.institution) as string,
      levelId: level.levelId,
      paperId: level.paperId,
      paper: PAPERS[level.paperKey],
      questionIds: level.questionIds,
      participants: chooseParticipants({ enrolled, demo, random }),
      now,
      random,
      newId,
    });
    practiceSessions.push(...simulated.sessions);
    answers.push(...simulated.answers);
  }

  const { progress, xpByUser } = deriveProgress({
    sessions: practiceSessions,
    levels: catalogue.levels.map((level) => ({ ...level, xpReward: level.xpReward ?? 0 })),
  });
  for (const user of users) user.xp = xpByUser.get(user.id) ?? 0;

  return {
    institutions,
    classes,
    users,
    ...catalogue,
    practiceSessions,
    answers,
    levelProgress: progress,
  };
}
