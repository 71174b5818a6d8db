import { Student, StudentAttempt } from '@markwise/contract';
import type { StudentRow } from '../../data/people/students.repository.js';

/** The only way a student row leaves the API: through the contract's allow-list. */
export function toStudent(row: StudentRow): Student {
  const average = row.averagePerformance === null ? null : Number(row.averagePerformance);
  return Student.parse({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    class: row.studentClass,
    rollNo: row.rollNo,
    // Stored as the public path the upload was saved at, so it leaves as is (as toUserProfile's).
    photoUrl: row.photoUrl,
    isActive: row.isActive,
    // Evaluators clamp marks to 0..allocated; clamping here keeps a stray row from failing the list.
    averagePerformance:
      average === null ? null : Math.min(100, Math.max(0, Math.round(average * 10) / 10)),
    completedExams: Number(row.completedExams),
  });
}

type AttemptRow = {
  id: string;
  status: StudentAttempt['status'];
  startTime: Date;
  endTime: Date | null;
  marksAwarded: string | number | null;
  marksAllocated: string | number | null;
  isPass: boolean | null;
  paperTitle: string;
  paperCode: string;
  subject: string;
};

/** One attempt on a student's page: marks only once they are settled. */
export function toStudentAttempt(row: AttemptRow): StudentAttempt {
  const settled = row.status === 'evaluated';
  const number = (value: string | number | null) => (value === null ? null : Number(value));
  return StudentAttempt.parse({
    sessionId: row.id,
    paperTitle: row.paperTitle,
    paperCode: row.paperCode,
    subject: row.subject,
    status: row.status,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    marksAwarded: settled ? number(row.marksAwarded) : null,
    marksAllocated: settled ? number(row.marksAllocated) : null,
    isPass: settled ? row.isPass : null,
  });
}
