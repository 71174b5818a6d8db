import { paths } from '@/config/paths';

/** The two guarded areas: the admin layout and the student portal. */
export type Area = 'admin' | 'student';

type UserWithRole = { role: string } | null;

/**
 * Where a guard sends the user, or null to let them in:
 * no user → '/', a student in an admin area → the student portal, an admin in the student
 * portal → '/exams', any other role → '/unauthorized'.
 */
export function accessRedirect(user: UserWithRole, area: Area): string | null {
  if (!user) return paths.landing;
  switch (user.role) {
    case 'ADMIN':
      return area === 'admin' ? null : paths.exams;
    case 'STUDENT':
      return area === 'student' ? null : paths.studentPortal;
    default:
      return paths.unauthorized;
  }
}
