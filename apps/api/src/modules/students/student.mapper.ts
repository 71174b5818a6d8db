import { Student } from '@markwise/contract';
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
    isActive: row.isActive,
    // Evaluators clamp marks to 0..allocated; clamping here keeps a stray row from failing the list.
    averagePerformance:
      average === null ? null : Math.min(100, Math.max(0, Math.round(average * 10) / 10)),
    completedExams: Number(row.completedExams),
  });
}
