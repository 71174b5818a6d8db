import { Department, UserProfile } from '@markwise/contract';
import type { UserWithInstitution } from '../../data/people/users.repository.js';

/** The only way a user row leaves the API: through the contract's allow-list. */
export function toUserProfile(user: UserWithInstitution): UserProfile {
  const department = Department.safeParse(user.department);
  return UserProfile.parse({
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
    gender: user.gender,
    address: user.address,
    school: user.school,
    student_class: user.studentClass,
    department: department.success ? department.data : null,
    photoUrl: user.photoUrl,
    institutionId: user.institutionId,
    institutionName: user.institutionName,
    preferences: user.preferences,
  });
}
