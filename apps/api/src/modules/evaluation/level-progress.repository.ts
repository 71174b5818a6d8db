import { Inject, Injectable } from '@nestjs/common';
import { levelProgress, levels, practiceSessions, users, type Database } from '@markwise/db';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

/**
 * A student's standing on a level, recomputed from their sessions (so re-runs and overrides give
 * the same answer as a first evaluation), and the level's XP, awarded once.
 */
@Injectable()
export class LevelProgressRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /**
   * Upserts level_progress for (user, level): attempts = every session the student started on the
   * level, marks_earned = the best evaluated mark (its session is bestSessionId), lastSessionId =
   * the latest evaluated session, completion 'completed' once any evaluated session passed (as the
   * seed derives it). Returns whether the student has passed the level.
   */
  async recompute(userId: string, levelId: string, tx: Executor = this.database.db) {
    const ofLevel = and(eq(practiceSessions.userId, userId), eq(practiceSessions.levelId, levelId));
    const evaluated = and(ofLevel, eq(practiceSessions.status, 'evaluated'));
    // Sequential: in a transaction the three share one connection.
    const [totals] = await tx
      .select({
        attempts: count(),
        passed: sql<boolean>`coalesce(bool_or(${practiceSessions.isPass}) filter (where ${practiceSessions.status} = 'evaluated'), false)`,
      })
      .from(practiceSessions)
      .where(ofLevel);
    const [best] = await tx
      .select({ id: practiceSessions.id, marks: practiceSessions.marksAwarded })
      .from(practiceSessions)
      .where(and(evaluated, isNotNull(practiceSessions.marksAwarded)))
      .orderBy(desc(practiceSessions.marksAwarded), asc(practiceSessions.evaluatedAt))
      .limit(1);
    const [last] = await tx
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
    await tx
      .insert(levelProgress)
      .values({ userId, levelId, ...values })
      .onConflictDoUpdate({ target: [levelProgress.userId, levelProgress.levelId], set: values });
    return passed;
  }

  /**
   * Gives the level's XP reward to the student the first time they pass it: the conditional update
   * of xp_earned (0 → reward) is the guard, so concurrent or repeated evaluations award it once.
   * XP once earned is kept, even if a teacher later lowers the mark. Returns the XP awarded now.
   */
  async awardXpOnce(userId: string, levelId: string, tx: Executor = this.database.db) {
    const [level] = await tx
      .select({ xpReward: levels.xpReward })
      .from(levels)
      .where(eq(levels.id, levelId));
    const reward = level?.xpReward ?? 0;
    if (reward <= 0) return 0;
    const awarded = await tx
      .update(levelProgress)
      .set({ xpEarned: reward })
      .where(
        and(
          eq(levelProgress.userId, userId),
          eq(levelProgress.levelId, levelId),
          eq(levelProgress.xpEarned, 0),
        ),
      )
      .returning({ id: levelProgress.id });
    if (awarded.length === 0) return 0;
    await tx
      .update(users)
      .set({ xp: sql`${users.xp} + ${reward}` })
      .where(eq(users.id, userId));
    return reward;
  }
}
