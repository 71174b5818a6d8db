import { Inject, Injectable } from '@nestjs/common';
import {
  journeys,
  levels,
  practiceSessions,
  questionPapers,
  type Database,
  type Level,
  type NewLevel,
} from '@markwise/db';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type LevelValues = Pick<
  NewLevel,
  'title' | 'type' | 'xpRequiredToUnlock' | 'xpReward' | 'questionPaperId'
>;
export type LevelChanges = Partial<Omit<LevelValues, 'type'>>;
export type ExamRuleValues = Pick<
  NewLevel,
  | 'attemptsAllowed'
  | 'opensAt'
  | 'closesAt'
  | 'answerKeyRelease'
  | 'passPercentage'
  | 'releasePolicy'
>;

/** Levels, reached through their journey's institution. */
@Injectable()
export class LevelsRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async findById(
    institutionId: string,
    levelId: string,
    tx: Executor = this.database.db,
  ): Promise<Level | undefined> {
    const [row] = await tx
      .select({ level: levels })
      .from(levels)
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .where(and(eq(levels.id, levelId), eq(journeys.institutionId, institutionId)));
    return row?.level;
  }

  /** The ids of a journey's levels by order. */
  async idsOf(journeyId: string, tx: Executor = this.database.db): Promise<string[]> {
    const rows = await tx
      .select({ id: levels.id })
      .from(levels)
      .where(eq(levels.journeyId, journeyId))
      .orderBy(asc(levels.order));
    return rows.map((row) => row.id);
  }

  async paperExists(
    institutionId: string,
    paperId: string,
    tx: Executor = this.database.db,
  ): Promise<boolean> {
    const [row] = await tx
      .select({ id: questionPapers.id })
      .from(questionPapers)
      .where(and(eq(questionPapers.id, paperId), eq(questionPapers.institutionId, institutionId)));
    return row !== undefined;
  }

  /** Appends after the journey's last level; the caller holds the journey's lock. */
  async append(journeyId: string, values: LevelValues, tx: Executor): Promise<string> {
    const [last] = await tx
      .select({ order: max(levels.order) })
      .from(levels)
      .where(eq(levels.journeyId, journeyId));
    const [row] = await tx
      .insert(levels)
      .values({ ...values, journeyId, order: (last?.order ?? 0) + 1 })
      .returning({ id: levels.id });
    return row!.id;
  }

  async update(levelId: string, changes: LevelChanges, tx: Executor = this.database.db) {
    if (Object.keys(changes).length === 0) return;
    await tx.update(levels).set(changes).where(eq(levels.id, levelId));
  }

  /** A level with its paper's pass percentage, for the rules in force. */
  async findWithPaperPass(institutionId: string, levelId: string, tx: Executor = this.database.db) {
    const [row] = await tx
      .select({ level: levels, paperPassPercentage: questionPapers.passPercentage })
      .from(levels)
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .leftJoin(questionPapers, eq(questionPapers.id, levels.questionPaperId))
      .where(and(eq(levels.id, levelId), eq(journeys.institutionId, institutionId)));
    return row;
  }

  async setExamRules(levelId: string, rules: ExamRuleValues, tx: Executor = this.database.db) {
    await tx.update(levels).set(rules).where(eq(levels.id, levelId));
  }

  async hasAttempts(levelId: string, tx: Executor = this.database.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(eq(practiceSessions.levelId, levelId))
      .limit(1);
    return row !== undefined;
  }

  async delete(levelId: string, tx: Executor = this.database.db): Promise<void> {
    await tx.delete(levels).where(eq(levels.id, levelId));
  }

  /**
   * Gives the journey's levels the orders 1..n in the order of `levelIds`, which must be all of
   * them. Two statements whatever n: the unique (journey_id, sort_order) index is checked row by
   * row, so the levels first move to negative slots no current order uses, then flip to positive.
   */
  async renumber(journeyId: string, levelIds: readonly string[], tx: Executor): Promise<void> {
    if (levelIds.length === 0) return;
    const slots = sql.join(
      levelIds.map((id, index) => sql`when ${levels.id} = ${id} then ${-(index + 1)}::integer`),
      sql` `,
    );
    await tx
      .update(levels)
      .set({ order: sql`case ${slots} end` })
      .where(eq(levels.journeyId, journeyId));
    await tx
      .update(levels)
      .set({ order: sql`-${levels.order}` })
      .where(eq(levels.journeyId, journeyId));
  }
}
