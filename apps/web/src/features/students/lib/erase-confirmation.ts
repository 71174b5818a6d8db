import type { Student } from '@markwise/contract';
import { fullName } from '@/lib/format';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether what the admin typed is the student's email or full name (case and spacing aside). */
export function confirmsErasure(student: Student, typed: string): boolean {
  const value = normalise(typed);
  return (
    value !== '' && (value === normalise(student.email) || value === normalise(fullName(student)))
  );
}
