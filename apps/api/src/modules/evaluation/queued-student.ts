/** A student as the review and evaluation queues show them: id, full name and email. */
export function queuedStudent(row: {
  studentId: string;
  firstName: string;
  lastName: string;
  email: string;
}) {
  return { id: row.studentId, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email };
}
