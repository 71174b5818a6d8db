import { Injectable } from '@nestjs/common';
import { levelProgress, practiceSessions } from '@markwise/db';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { StudentScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { ofStudent, sessionsIn } from './session-scope.js';

/**
 * A student's standing on a level, recomputed from their attempts (so re-runs and overrides give
 * the same answer as a first evaluation), and whether the level's XP was given.
 */
@Injectable()
export class LevelProgressRepository extends Repository {
  /**
   * Upserts level_progress for (student, level): attempts = every attempt the student started on
   * the level, marks_earned = the best evaluated mark (its attempt is bestSessionId),
   * lastSessionId = the latest evaluated attempt, completion 'completed' once any evaluated attempt
   * passed (as the seed derives it). Returns whether the student has passed the level.
   */
  async recompute(student: StudentScope, levelId: string, tx?: Tx) {
    const db = this.db(tx);
    const ofLevel = and(sessionsIn(student), eq(practiceSessions.levelId, levelId));
    const evaluated = and(ofLevel, eq(practiceSessions.status, 'evaluated'));
    // Sequential: in a transaction the three share one connection.
    const [totals] = await db
      .select({
        attempts: count(),
        passed: sql<boolean>`coalesce(bool_or(${practiceSessions.isPass}) filter (where ${practiceSessions.status} = 'evaluated'), false)`,
      })
      .from(practiceSessions)
      .where(ofLevel);
    const [best] = await db
      .select({ id: practiceSessions.id, marks: practiceSessions.marksAwarded })
      .from(practiceSessions)
      .where(and(evaluated, isNotNull(practiceSessions.marksAwarded)))
      .orderBy(desc(practiceSessions.marksAwarded), asc(practiceSessions.evaluatedAt))
      .limit(1);
    const [last] = await db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(evaluated)
      .orderBy(desc(practiceSessions.evaluatedAt), desc(practiceSessions.id))
      .limit(1);
    const passed = Boolean(totals?.passed);
    const values = {
      completion: passed ? ('completed' as const) : ('in_progress' as const),
      attempts: Number(totals?.attempts ?? 0),
      marksEarned: best?.marks ?? null,
      bestSessionId: best?.id ?? null,
      lastSessionId: last?.id ?? null,
      updatedAt: new Date(),
    };
    await db
      .insert(levelProgress)
      .values({ userId: student.studentId, levelId, ...values })
      .onConflictDoUpdate({ target: [levelProgress.userId, levelProgress.levelId], set: values });
    return passed;
  }

  /**
   * Records that the student earned the level's XP reward, the first time they pass it: the
   * conditional update of xp_earned (0 → reward) is the guard, so concurrent or repeated
   * evaluations award it once. Returns whether it was recorded now (the caller then adds the XP).
   */
  async markXpAwarded(
    student: StudentScope,
    levelId: string,
    reward: number,
    tx: Tx,
  ): Promise<boolean> {
    if (reward <= 0) return false;
    const awarded = await this.db(tx)
      .update(levelProgress)
      .set({ xpEarned: reward })
      .where(
        and(
          ofStudent(levelProgress.userId, student),
          eq(levelProgress.levelId, levelId),
          eq(levelProgress.xpEarned, 0),
        ),
      )
      .returning({ id: levelProgress.id });
    return awarded.length > 0;
  }
}
