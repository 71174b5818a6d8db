import type {
  FindUserWithSessionsResponse,
  SessionOverallReport,
  StudentExamSession,
  UserProfile,
} from '@markwise/contract';

/** Test data for the student portal's reports (not shipped: only tests import it). */
let counter = 0;

export function buildExamSession(overrides: Partial<StudentExamSession> = {}): StudentExamSession {
  counter += 1;
  const id = String(counter).padStart(12, '0');
  return {
    _id: `7d1c2a3e-1f0b-4d8e-9a61-${id}`,
    paper: { title: `Paper ${counter}`, subject: 'Physics', qpCode: `P-${counter}` },
    start_time: '2026-03-14T09:30:00.000Z',
    end_time: '2026-03-14T10:12:00.000Z',
    status: 'evaluated',
    overall_report: { marks_awarded: 3, marks_allocated: 4, isPass: true, overall_report: '' },
    ...overrides,
  };
}

/** An evaluated session with these marks. */
export function evaluatedSession(
  awarded: number,
  allocated: number,
  isPass: boolean,
  overrides: Partial<StudentExamSession> = {},
): StudentExamSession {
  const report: SessionOverallReport = {
    marks_awarded: awarded,
    marks_allocated: allocated,
    isPass,
    overall_report: '',
  };
  return buildExamSession({ overall_report: report, ...overrides });
}

/** The lookup's answer for this student. */
export function lookupResponse(
  student: Pick<UserProfile, '_id' | 'email' | 'firstName' | 'lastName'>,
  sessions: StudentExamSession[],
): FindUserWithSessionsResponse {
  return {
    success: true,
    message: 'User information found successfully',
    data: {
      userId: student._id,
      email: student.email,
      mobile: '+91 98765 43210',
      firstName: student.firstName,
      lastName: student.lastName,
      sessions,
    },
  };
}
