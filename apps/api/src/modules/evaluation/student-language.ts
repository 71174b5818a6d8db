import { interfaceLanguage, type InterfaceLanguage } from '@markwise/contract';
import type { UsersRepository } from '../../data/people/users.repository.js';
import type { TenantScope } from '../../data/scope.js';
import type { Tx } from '../../data/transactions.js';

/** The language a student reads the app in: their feedback and report are written in it. */
export async function studentLanguage(
  users: UsersRepository,
  scope: TenantScope,
  userId: string,
  tx?: Tx,
): Promise<InterfaceLanguage> {
  const student = await users.findById(scope, userId, tx);
  return interfaceLanguage(student?.preferences.language);
}
