import { randomUUID } from 'node:crypto';
import type { CreateStudentInput, StudentsPage } from '@markwise/contract';
import {
  hashPassword,
  practiceSessions,
  users,
  type Database,
  type SessionStatus,
} from '@markwise/db';
import { createInstitution, insertRow, TEST_PASSWORD, uniqueName } from './factories.js';
import { login } from './auth-helpers.js';
import { errorBody } from './request-checks.js';
import type { TestApp } from './test-app.js';

export { TEST_PASSWORD };

/** One hash for every user here: argon2id is deliberately slow. */
const passwordHash = hashPassword(TEST_PASSWORD);

export type PersonOptions = {
  institutionId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  studentClass?: string | null;
  rollNo?: string | null;
  mobile?: string | null;
  isActive?: boolean;
};

/** A user with a unique email; a STUDENT unless told otherwise. */
export async function createPerson(
  database: Database,
  options: PersonOptions & { role?: 'ADMIN' | 'STUDENT' },
) {
  return insertRow(database, users, {
    institutionId: options.institutionId,
    role: options.role ?? 'STUDENT',
    email: options.email ?? `person-${randomUUID()}@example.test`,
    passwordHash: await passwordHash,
    firstName: options.firstName ?? 'Asha',
    lastName: options.lastName ?? 'Verma',
    studentClass: options.studentClass === undefined ? 'Grade 10A' : options.studentClass,
    rollNo: options.rollNo ?? null,
    mobile: options.mobile ?? null,
    isActive: options.isActive ?? true,
  });
}

export const createStudent = (database: Database, options: PersonOptions) =>
  createPerson(database, options);

/** A new institution with a logged-in admin: the usual start of a test. */
export async function adminOfNewInstitution(t: TestApp) {
  const institution = await createInstitution(t.database, uniqueName('School'));
  const admin = await createPerson(t.database, {
    institutionId: institution.id,
    role: 'ADMIN',
    firstName: 'Admin',
  });
  const { token } = await login(t, admin.email);
  return { institutionId: institution.id, admin, token };
}

/** A valid POST /students body with a fresh email. */
export const studentRequest = (
  overrides: Partial<CreateStudentInput> = {},
): CreateStudentInput => ({
  firstName: 'Kavya',
  lastName: 'Iyer',
  email: `kavya-${randomUUID()}@example.test`,
  class: 'Grade 11A',
  rollNo: '11A-09',
  mobile: '9123456780',
  password: 'Student-Pass-1',
  ...overrides,
});

/** The ids of the students on the first page of GET /students, as the token's admin sees it. */
export const listedStudentIds = async (t: TestApp, token: string) =>
  ((await t.as(token).get('/api/students').expect(200)).body as StudentsPage).data.map(
    (student) => student.id,
  );

/** The answer to a student route given the id of no student of the caller's institution. */
export const STUDENT_NOT_FOUND = errorBody(404, 'Student not found');

/**
 * An admin, with the ids a student route of theirs must treat as no student: another
 * institution's student, a fellow admin, the other institution's admin, and an id of no one.
 */
export async function adminAndStrangers(t: TestApp) {
  const admin = await adminOfNewInstitution(t);
  const elsewhere = await adminOfNewInstitution(t);
  const foreign = await createStudent(t.database, { institutionId: elsewhere.institutionId });
  const colleague = await createPerson(t.database, {
    institutionId: admin.institutionId,
    role: 'ADMIN',
  });
  const strangerIds = [foreign.id, colleague.id, elsewhere.admin.id, randomUUID()];
  return { ...admin, elsewhere, foreign, colleague, strangerIds };
}

/** A logged-in student of the institution. */
export async function loggedInStudent(t: TestApp, institutionId: string) {
  const student = await createPerson(t.database, { institutionId });
  const session = await login(t, student.email);
  return { student, token: session.token, refreshToken: session.refreshToken };
}

/** A practice session of `userId` on a paper's exam level; evaluated ones count in the results. */
export async function createSession(
  database: Database,
  options: {
    institutionId: string;
    userId: string;
    levelId: string;
    paperId: string;
    marksAllocated: number;
    marksAwarded?: number | null;
    status?: SessionStatus;
  },
) {
  const status = options.status ?? 'evaluated';
  return insertRow(database, practiceSessions, {
    institutionId: options.institutionId,
    userId: options.userId,
    levelId: options.levelId,
    paperId: options.paperId,
    status,
    marksAllocated: options.marksAllocated,
    marksAwarded: options.marksAwarded ?? null,
    endTime: status === 'in_progress' ? null : new Date(),
    evaluatedAt: status === 'evaluated' ? new Date() : null,
  });
}
