import { Inject, Injectable } from '@nestjs/common';
import {
  journeys,
  levels,
  practiceSessions,
  subjects,
  type Database,
  type Journey,
  type Level,
} from '@markwise/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type JourneyWithLevels = Journey & { levels: Level[] };

/** Journeys of one institution; every method takes the caller's institution as its scope. */
@Injectable()
export class JourneysRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async subjectExists(
    institutionId: string,
    subjectId: string,
    tx: Executor = this.database.db,
  ): Promise<boolean> {
    const [row] = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.id, subjectId), eq(subjects.institutionId, institutionId)));
    return row !== undefined;
  }

  /** A subject's journeys, oldest first, each with its levels by order: two queries in all. */
  async listBySubject(
    institutionId: string,
    subjectId: string,
    tx: Executor = this.database.db,
  ): Promise<JourneyWithLevels[]> {
    const rows = await tx
      .select()
      .from(journeys)
      .where(and(eq(journeys.subjectId, subjectId), eq(journeys.institutionId, institutionId)))
      .orderBy(asc(journeys.createdAt), asc(journeys.id));
    return this.withLevels(rows, tx);
  }

  /** `lock` holds the journey row until the transaction ends, so level orders change one at a time. */
  async findById(
    institutionId: string,
    journeyId: string,
    options: { tx?: Executor; lock?: boolean } = {},
  ): Promise<Journey | undefined> {
    const query = (options.tx ?? this.database.db)
      .select()
      .from(journeys)
      .where(and(eq(journeys.id, journeyId), eq(journeys.institutionId, institutionId)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }

  async findWithLevels(
    institutionId: string,
    journeyId: string,
    tx: Executor = this.database.db,
  ): Promise<JourneyWithLevels | undefined> {
    const journey = await this.findById(institutionId, journeyId, { tx });
    if (!journey) return undefined;
    const [row] = await this.withLevels([journey], tx);
    return row;
  }

  async insert(
    values: { institutionId: string; subjectId: string; title: string },
    tx: Executor = this.database.db,
  ): Promise<string> {
    const [row] = await tx.insert(journeys).values(values).returning({ id: journeys.id });
    return row!.id;
  }

  async update(
    institutionId: string,
    journeyId: string,
    changes: { title: string },
    tx: Executor = this.database.db,
  ): Promise<void> {
    await tx
      .update(journeys)
      .set(changes)
      .where(and(eq(journeys.id, journeyId), eq(journeys.institutionId, institutionId)));
  }

  /** Whether any student has started an exam on a level of this journey. */
  async hasAttempts(journeyId: string, tx: Executor = this.database.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .where(eq(levels.journeyId, journeyId))
      .limit(1);
    return row !== undefined;
  }

  /** Its levels go with it (ON DELETE CASCADE). */
  async delete(
    institutionId: string,
    journeyId: string,
    tx: Executor = this.database.db,
  ): Promise<void> {
    await tx
      .delete(journeys)
      .where(and(eq(journeys.id, journeyId), eq(journeys.institutionId, institutionId)));
  }

  /** The levels of all the given journeys in one query, handed out by journey. */
  private async withLevels(rows: Journey[], tx: Executor): Promise<JourneyWithLevels[]> {
    if (rows.length === 0) return [];
    const allLevels = await tx
      .select()
      .from(levels)
      .where(
        inArray(
          levels.journeyId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(levels.order));
    return rows.map((row) => ({
      ...row,
      levels: allLevels.filter((level) => level.journeyId === row.id),
    }));
  }
}
