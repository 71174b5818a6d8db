import {
  apiRoutes,
  DEFAULT_PREFERENCES,
  type AttemptLevel,
  type ClassesResponse,
  type LoginResponse,
  type Student,
  type UserProfile,
} from '@markwise/contract';

let counter = 0;

/**
 * A copy of the example the contract documents a schema with (its first), checked against the
 * schema: test data that agrees with the API's documentation.
 */
export function exampleOf<T>(schema: {
  meta(): Record<string, unknown> | undefined;
  parse(input: unknown): T;
}): T {
  const examples = schema.meta()?.examples;
  if (!Array.isArray(examples) || examples.length === 0)
    throw new Error('The contract gives this schema no example');
  return schema.parse(structuredClone(examples[0]));
}

/** A complete profile; each call gets a unique id and email. */
export function buildProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `user${counter}@example.test`,
    mobile: null,
    role: 'ADMIN',
    gender: null,
    address: null,
    school: null,
    student_class: null,
    department: null,
    photoUrl: null,
    institutionId: '00000000-0000-4000-8000-000000000001',
    institutionName: 'Test Institution',
    preferences: DEFAULT_PREFERENCES,
    ...overrides,
  };
}

export function buildSession(overrides: Partial<UserProfile> = {}, tag = 'a'): LoginResponse {
  return {
    token: `access-${tag}`,
    refreshToken: `refresh-${tag}`,
    data: buildProfile(overrides),
  };
}

/** A student of the admin's list: Asha Verma of Grade 10A, active, no photo, no results yet. */
export function buildStudent(overrides: Partial<Student> = {}): Student {
  return {
    id: 'id-1',
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha.verma@example.com',
    mobile: null,
    class: 'Grade 10A',
    rollNo: null,
    photoUrl: null,
    isActive: true,
    averagePerformance: null,
    completedExams: 0,
    ...overrides,
  };
}

/** GET /classes as the fake API answers it: the demo institutions' classes. */
export const classesRoute = {
  [`GET ${apiRoutes.classes.collection}`]: () => ({
    status: 200,
    body: {
      data: ['Grade 10A', 'Grade 10B', 'Grade 11A'].map((name, index) => ({
        id: `class-${index + 1}`,
        name,
        studentCount: 3,
      })),
    } satisfies ClassesResponse,
  }),
};

/** A level as the student's Exams tab lists it: open, unattempted, a 4-question paper. */
export const buildAttemptLevel = (overrides: Partial<AttemptLevel> = {}): AttemptLevel => ({
  levelId: 'l-1',
  title: 'Unit test: Light',
  order: 1,
  journeyTitle: 'Physics Journey',
  subjectTitle: 'Physics',
  courseTitle: 'Class 10 Science',
  paper: {
    _id: 'p-1',
    title: 'Light',
    qpCode: 'PHY-1',
    timeAllowed: 45,
    maxMarks: 20,
    questionCount: 4,
  },
  xp_required_to_unlock: 0,
  locked: false,
  xpNeeded: 0,
  attempts: 0,
  bestPercentage: null,
  inProgressSessionId: null,
  attemptsAllowed: null,
  opensAt: null,
  closesAt: null,
  cannotStart: null,
  vivaEnabled: false,
  ...overrides,
});
