import { Injectable } from '@nestjs/common';
import {
  courses,
  journeys,
  levels,
  questionPapers,
  questions,
  subjects,
  type Level,
  type NewLevel,
} from '@markwise/db';
import { and, asc, count, eq, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';
import { ownedThrough, Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { courseOfSubject, journeyOfLevel, paperOfLevel, subjectOfJourney } from './catalogue-joins.js';

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
  | 'regradeWindowDays'
>;
export type LevelReportHeaderRow = {
  id: string;
  title: string;
  courseId: string;
  subjectId: string;
  paperTitle: string | null;
  paperCode: string | null;
};
export type SittableLevel = NonNullable<Awaited<ReturnType<LevelsRepository['findSittable']>>>;
export type SittableLevelRow = Awaited<ReturnType<LevelsRepository['listSittable']>>[number];

/** Levels have no institution of their own: they are the institution's through their journey. */
const inJourneysOf = (db: Executor, scope: TenantScope): SQL =>
  ownedThrough(db, scope, levels.journeyId, journeys);

const levelOf = (db: Executor, scope: TenantScope, levelId: string): SQL =>
  and(eq(levels.id, levelId), inJourneysOf(db, scope))!;

/** Exam levels on a paper, in the institution's active subjects: what a student may sit. */
const sittable = (scope: TenantScope) =>
  and(
    eq(journeys.institutionId, scope.institutionId),
    eq(levels.type, 'exam'),
    isNotNull(levels.questionPaperId),
    eq(subjects.isActive, true),
  );

/** The levels of journeys: topics, and exams sat on a question paper under the teacher's rules. */
@Injectable()
export class LevelsRepository extends Repository {
  async findById(scope: TenantScope, levelId: string, tx?: Tx): Promise<Level | undefined> {
    const [row] = await this.db(tx)
      .select({ level: levels })
      .from(levels)
      .innerJoin(journeys, journeyOfLevel)
      .where(and(eq(levels.id, levelId), eq(journeys.institutionId, scope.institutionId)));
    return row?.level;
  }

  /**
   * The level's title, paper and place (course, subject) when its journey belongs to a subject of
   * the institution, else undefined. Prepared once (and named): the level reports run it on every
   * request.
   */
  async findReportHeader(
    scope: TenantScope,
    levelId: string,
  ): Promise<LevelReportHeaderRow | undefined> {
    this.reportHeaderQuery ??= this.database.db
      .select({
        id: levels.id,
        title: levels.title,
        courseId: subjects.courseId,
        subjectId: subjects.id,
        paperTitle: questionPapers.title,
        paperCode: questionPapers.qpCode,
      })
      .from(levels)
      .innerJoin(journeys, journeyOfLevel)
      .innerJoin(subjects, subjectOfJourney)
      .leftJoin(questionPapers, paperOfLevel)
      .where(
        and(
          eq(levels.id, sql.placeholder('levelId')),
          eq(subjects.institutionId, sql.placeholder('institutionId')),
        ),
      )
      .limit(1)
      .prepare('level_report_header');
    const [row] = await this.reportHeaderQuery.execute({
      levelId,
      institutionId: scope.institutionId,
    });
    return row;
  }

  private reportHeaderQuery:
    { execute(values: Record<string, string>): Promise<LevelReportHeaderRow[]> } | undefined;

  /** A level with its paper's pass percentage, for the rules in force. */
  async findWithPaperPass(scope: TenantScope, levelId: string, tx?: Tx) {
    const [row] = await this.db(tx)
      .select({ level: levels, paperPassPercentage: questionPapers.passPercentage })
      .from(levels)
      .innerJoin(journeys, journeyOfLevel)
      .leftJoin(questionPapers, paperOfLevel)
      .where(and(eq(levels.id, levelId), eq(journeys.institutionId, scope.institutionId)));
    return row;
  }

  /** The ids of a journey's levels by order. */
  async idsOf(scope: TenantScope, journeyId: string, tx?: Tx): Promise<string[]> {
    const db = this.db(tx);
    const rows = await db
      .select({ id: levels.id })
      .from(levels)
      .where(and(eq(levels.journeyId, journeyId), inJourneysOf(db, scope)))
      .orderBy(asc(levels.order));
    return rows.map((row) => row.id);
  }

  /**
   * Appends after the journey's last level; the caller holds the journey's lock. Undefined (and
   * nothing written) when the journey is not the institution's.
   */
  async append(
    scope: TenantScope,
    journeyId: string,
    values: LevelValues,
    tx: Tx,
  ): Promise<string | undefined> {
    const db = this.db(tx);
    const [journey] = await db
      .select({ id: journeys.id, last: max(levels.order) })
      .from(journeys)
      .leftJoin(levels, eq(levels.journeyId, journeys.id))
      .where(and(eq(journeys.id, journeyId), eq(journeys.institutionId, scope.institutionId)))
      .groupBy(journeys.id);
    if (!journey) return undefined;
    const [row] = await db
      .insert(levels)
      .values({ ...values, journeyId, order: (journey.last ?? 0) + 1 })
      .returning({ id: levels.id });
    return row!.id;
  }

  async update(scope: TenantScope, levelId: string, changes: LevelChanges, tx?: Tx) {
    if (Object.keys(changes).length === 0) return;
    const db = this.db(tx);
    await db
      .update(levels)
      .set(changes)
      .where(levelOf(db, scope, levelId));
  }

  async setExamRules(scope: TenantScope, levelId: string, rules: ExamRuleValues, tx?: Tx) {
    const db = this.db(tx);
    await db
      .update(levels)
      .set(rules)
      .where(levelOf(db, scope, levelId));
  }

  /** Opens or closes viva practice on the level; whether the level is the institution's. */
  async setViva(scope: TenantScope, levelId: string, enabled: boolean, tx?: Tx) {
    const db = this.db(tx);
    const rows = await db
      .update(levels)
      .set({ vivaEnabled: enabled })
      .where(levelOf(db, scope, levelId))
      .returning({ id: levels.id });
    return rows.length === 1;
  }

  async delete(scope: TenantScope, levelId: string, tx?: Tx): Promise<void> {
    const db = this.db(tx);
    await db.delete(levels).where(levelOf(db, scope, levelId));
  }

  /**
   * Gives the journey's levels the orders 1..n in the order of `levelIds`, which must be all of
   * them. Two statements whatever n: the unique (journey_id, sort_order) index is checked row by
   * row, so the levels first move to negative slots no current order uses, then flip to positive.
   */
  async renumber(
    scope: TenantScope,
    journeyId: string,
    levelIds: readonly string[],
    tx: Tx,
  ): Promise<void> {
    if (levelIds.length === 0) return;
    const db = this.db(tx);
    const ofJourney = and(eq(levels.journeyId, journeyId), inJourneysOf(db, scope));
    const slots = sql.join(
      levelIds.map((id, index) => sql`when ${levels.id} = ${id} then ${-(index + 1)}::integer`),
      sql` `,
    );
    await db
      .update(levels)
      .set({ order: sql`case ${slots} end` })
      .where(ofJourney);
    await db
      .update(levels)
      .set({ order: sql`-${levels.order}` })
      .where(ofJourney);
  }

  /** Whether a level of the institution is sat on the paper. */
  async anyOnPaper(scope: TenantScope, paperId: string, tx?: Tx): Promise<boolean> {
    const db = this.db(tx);
    const rows = await db
      .select({ id: levels.id })
      .from(levels)
      .where(and(eq(levels.questionPaperId, paperId), inJourneysOf(db, scope)))
      .limit(1);
    return rows.length === 1;
  }

  /** Every sittable level with its journey, subject, course and paper (question count included). */
  listSittable(scope: TenantScope, tx?: Tx) {
    const db = this.db(tx);
    const questionCounts = db
      .select({ paperId: questions.paperId, total: count().as('total') })
      .from(questions)
      .groupBy(questions.paperId)
      .as('question_counts');
    return db
      .select({
        levelId: levels.id,
        title: levels.title,
        order: levels.order,
        xpRequired: levels.xpRequiredToUnlock,
        attemptsAllowed: levels.attemptsAllowed,
        opensAt: levels.opensAt,
        closesAt: levels.closesAt,
        vivaEnabled: levels.vivaEnabled,
        journeyId: journeys.id,
        journeyTitle: journeys.title,
        subjectTitle: subjects.title,
        courseTitle: courses.title,
        paperId: questionPapers.id,
        paperTitle: questionPapers.title,
        qpCode: questionPapers.qpCode,
        timeAllowed: questionPapers.timeAllowed,
        maxMarks: questionPapers.maxMarks,
        questionCount: questionCounts.total,
      })
      .from(levels)
      .innerJoin(journeys, journeyOfLevel)
      .innerJoin(subjects, subjectOfJourney)
      .innerJoin(courses, courseOfSubject)
      .innerJoin(questionPapers, paperOfLevel)
      .leftJoin(questionCounts, eq(questionCounts.paperId, questionPapers.id))
      .where(sittable(scope))
      .orderBy(
        asc(courses.title),
        asc(subjects.title),
        asc(journeys.title),
        asc(levels.order),
        asc(levels.id),
      );
  }

  /** A sittable level of the institution with its paper; undefined otherwise. */
  async findSittable(scope: TenantScope, levelId: string, tx?: Tx) {
    const [row] = await this.db(tx)
      .select({
        levelId: levels.id,
        xpRequired: levels.xpRequiredToUnlock,
        attemptsAllowed: levels.attemptsAllowed,
        opensAt: levels.opensAt,
        closesAt: levels.closesAt,
        vivaEnabled: levels.vivaEnabled,
        paperId: questionPapers.id,
        timeAllowed: questionPapers.timeAllowed,
        maxMarks: questionPapers.maxMarks,
      })
      .from(levels)
      .innerJoin(journeys, journeyOfLevel)
      .innerJoin(subjects, subjectOfJourney)
      .innerJoin(questionPapers, paperOfLevel)
      .where(and(eq(levels.id, levelId), sittable(scope)));
    return row;
  }
}
