import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AUTH_MESSAGES,
  AVATAR_MIME_TYPES,
  type ChangePasswordRequest,
  type PasswordChangedResponse,
  type Preferences,
  type UpdatePreferencesRequest,
  type UpdateProfileRequest,
  type UserProfile,
} from '@markwise/contract';
import { hashPassword, verifyPassword } from '@markwise/db';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertUncommonPassword } from '../../common/auth/password-policy.js';
import { forbidden, invalid, notFound } from '../../common/errors/domain-errors.js';
import { AuthSessionsRepository } from '../../data/people/auth-sessions.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { tenantOf, userOf } from '../../data/scope.js';
import { Transactions } from '../../data/transactions.js';
import { AuthService, type ClientInfo } from '../auth/auth.service.js';
import { LoginThrottleService } from '../auth/login-throttle.service.js';
import { UploadStorageService } from '../uploads/upload-storage.service.js';
import { toUserProfile } from './user-profile.mapper.js';

@Injectable()
export class UsersService {
  constructor(
    private readonly transactions: Transactions,
    private readonly users: UsersRepository,
    private readonly authSessions: AuthSessionsRepository,
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottleService,
    private readonly storage: UploadStorageService,
  ) {}

  /**
   * Changes only the fields that were sent non-empty; the email never changes here, and a
   * student's school and class only through their admin.
   */
  async updateProfile(
    caller: AuthUser,
    changes: UpdateProfileRequest,
    avatar: Express.Multer.File | undefined,
  ): Promise<UserProfile> {
    const before = await this.findUser(caller);
    if (caller.role === 'STUDENT') assertNoAdminManagedChange(before, changes);
    // Checked and stored before the row changes, so a bad file changes nothing.
    const photoUrl = avatar
      ? await this.storage.saveImage({
          folder: 'avatars',
          bytes: avatar.buffer,
          allowed: AVATAR_MIME_TYPES,
          field: 'avatar',
        })
      : undefined;
    const { student_class: studentClass, email: _email, clear = [], ...rest } = changes;
    const emptied = Object.fromEntries(
      clear.map((name) => [name === 'student_class' ? 'studentClass' : name, null]),
    );
    await this.users.updateProfile(userOf(caller), {
      ...definedOnly({ ...rest, studentClass, photoUrl }),
      ...emptied,
    });
    if (photoUrl) await this.storage.remove(before.photoUrl);
    return toUserProfile(await this.findUser(caller));
  }

  /** Checks the current password, then ends every other session and starts a new one here. */
  async changePassword(
    caller: AuthUser,
    { currentPassword, newPassword }: ChangePasswordRequest,
    client: ClientInfo,
  ): Promise<PasswordChangedResponse> {
    const user = await this.findUser(caller);
    await this.throttle.takePasswordCheck(user.id);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw invalid(AUTH_MESSAGES.wrongCurrentPassword);
    }
    await this.throttle.passwordCheckSucceeded(user.id);
    assertUncommonPassword('newPassword', newPassword);
    const passwordHash = await hashPassword(newPassword);
    const account = userOf(caller);
    return this.transactions.run(async (tx) => {
      const tokenVersion = await this.users.setPasswordHash(account, passwordHash, tx);
      await this.authSessions.revokeAllOf(account, tx);
      const session = await this.auth.issueSession(
        { ...user, passwordHash, tokenVersion: tokenVersion ?? user.tokenVersion + 1 },
        randomUUID(),
        client,
        tx,
      );
      return {
        message: 'Password updated successfully!',
        token: session.token,
        refreshToken: session.refreshToken,
      };
    });
  }

  async updatePreferences(
    caller: AuthUser,
    changes: UpdatePreferencesRequest,
  ): Promise<Preferences> {
    const user = await this.findUser(caller);
    const preferences = { ...user.preferences, ...definedOnly(changes) };
    await this.users.updateProfile(userOf(caller), { preferences });
    return preferences;
  }

  private async findUser(caller: AuthUser) {
    const user = await this.users.findById(tenantOf(caller), caller.id);
    if (!user) throw notFound('User not found');
    return user;
  }
}

/**
 * A student's school and class place them in the institution's classes and reports, so only an
 * admin changes them (PUT /students/:id). The settings form sends every non-empty field, so the
 * stored value sent back unchanged is accepted.
 */
function assertNoAdminManagedChange(
  stored: { school: string | null; studentClass: string | null },
  changes: UpdateProfileRequest,
) {
  const cleared = new Set(changes.clear);
  const alters = (field: 'school' | 'student_class', now: string | null) =>
    (changes[field] !== undefined && changes[field] !== now) ||
    (cleared.has(field) && now !== null);
  const changed = [
    alters('school', stored.school) ? 'school' : null,
    alters('student_class', stored.studentClass) ? 'student_class' : null,
  ].filter((field) => field !== null);
  if (changed.length > 0) {
    throw forbidden(
      `${changed.join(', ')}: a student cannot change this; the institution's admin manages it`,
    );
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
