import { Injectable } from '@nestjs/common';
import { journeys, levels, type Journey, type Level } from '@markwise/db';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';

export type JourneyWithLevels = Journey & { levels: Level[] };

const journeyOf = (scope: TenantScope, journeyId: string): SQL =>
  and(eq(journeys.id, journeyId), eq(journeys.institutionId, scope.institutionId))!;

/** A subject's learning journeys, each read with its levels. */
@Injectable()
export class JourneysRepository extends Repository {
  /** A subject's journeys, oldest first, each with its levels by order: two queries in all. */
  async listBySubject(scope: TenantScope, subjectId: string, tx?: Tx): Promise<JourneyWithLevels[]> {
    const db = this.db(tx);
    const rows = await db
      .select()
      .from(journeys)
      .where(and(eq(journeys.subjectId, subjectId), eq(journeys.institutionId, scope.institutionId)))
      .orderBy(asc(journeys.createdAt), asc(journeys.id));
    return withLevels(db, rows);
  }

  /** `lock` holds the journey row until the transaction ends, so level orders change one at a time. */
  async findById(
    scope: TenantScope,
    journeyId: string,
    options: { tx?: Tx; lock?: boolean } = {},
  ): Promise<Journey | undefined> {
    const query = this.db(options.tx).select().from(journeys).where(journeyOf(scope, journeyId));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }

  async findWithLevels(
    scope: TenantScope,
    journeyId: string,
    tx?: Tx,
  ): Promise<JourneyWithLevels | undefined> {
    const journey = await this.findById(scope, journeyId, { tx });
    if (!journey) return undefined;
    const [row] = await withLevels(this.db(tx), [journey]);
    return row;
  }

  async insert(
    scope: TenantScope,
    values: { subjectId: string; title: string },
    tx?: Tx,
  ): Promise<string> {
    return this.insertOwned(scope, journeys, values, tx);
  }

  async update(
    scope: TenantScope,
    journeyId: string,
    changes: { title: string },
    tx?: Tx,
  ): Promise<void> {
    await this.db(tx).update(journeys).set(changes).where(journeyOf(scope, journeyId));
  }

  /** Its levels go with it (ON DELETE CASCADE). */
  async delete(scope: TenantScope, journeyId: string, tx?: Tx): Promise<void> {
    await this.db(tx).delete(journeys).where(journeyOf(scope, journeyId));
  }
}

/** The levels of all the given (already scoped) journeys in one query, handed out by journey. */
async function withLevels(db: Executor, rows: Journey[]): Promise<JourneyWithLevels[]> {
  if (rows.length === 0) return [];
  const allLevels = await db
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
