import { Injectable } from '@nestjs/common';
import { journeys, levels, subjects, type NewSubject, type Subject } from '@markwise/db';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { journeyOfLevel } from './catalogue-joins.js';

export type SubjectWithTopics = Subject & { topicCount: number };

export type SubjectValues = Pick<NewSubject, 'title' | 'description' | 'isActive'>;

const subjectOf = (scope: TenantScope, subjectId: string): SQL =>
  and(eq(subjects.id, subjectId), eq(subjects.institutionId, scope.institutionId))!;

/** A course's subjects. */
@Injectable()
export class SubjectsRepository extends Repository {
  /** A course's subjects in the order they were added, topic counts included, in one query. */
  listByCourse(scope: TenantScope, courseId: string, tx?: Tx): Promise<SubjectWithTopics[]> {
    return selectWithTopics(this.db(tx), scope, eq(subjects.courseId, courseId));
  }

  async findById(
    scope: TenantScope,
    subjectId: string,
    tx?: Tx,
  ): Promise<SubjectWithTopics | undefined> {
    const [row] = await selectWithTopics(this.db(tx), scope, eq(subjects.id, subjectId));
    return row;
  }

  /** The subject and the course it belongs to, when it is the institution's. */
  async findRef(
    scope: TenantScope,
    subjectId: string,
    tx?: Tx,
  ): Promise<{ id: string; courseId: string } | undefined> {
    const [row] = await this.db(tx)
      .select({ id: subjects.id, courseId: subjects.courseId })
      .from(subjects)
      .where(subjectOf(scope, subjectId));
    return row;
  }

  async insert(
    scope: TenantScope,
    values: SubjectValues & { courseId: string },
    tx?: Tx,
  ): Promise<string> {
    return this.insertOwned(scope, subjects, values, tx);
  }

  async update(
    scope: TenantScope,
    subjectId: string,
    changes: Partial<SubjectValues>,
    tx?: Tx,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db(tx).update(subjects).set(changes).where(subjectOf(scope, subjectId));
  }

  /** Journeys and levels go with it (ON DELETE CASCADE). */
  async delete(scope: TenantScope, subjectId: string, tx?: Tx): Promise<void> {
    await this.db(tx).delete(subjects).where(subjectOf(scope, subjectId));
  }
}

/** Topic count: topic levels across the subject's journeys, from one grouped subquery. */
async function selectWithTopics(
  db: Executor,
  scope: TenantScope,
  filter: SQL,
): Promise<SubjectWithTopics[]> {
  const topics = db
    .select({ subjectId: journeys.subjectId, total: count().as('topic_total') })
    .from(levels)
    .innerJoin(journeys, journeyOfLevel)
    .where(and(eq(journeys.institutionId, scope.institutionId), eq(levels.type, 'topic')))
    .groupBy(journeys.subjectId)
    .as('topics');
  const rows = await db
    .select({
      subject: subjects,
      topicCount: sql<number>`coalesce(${topics.total}, 0)`.mapWith(Number),
    })
    .from(subjects)
    .leftJoin(topics, eq(topics.subjectId, subjects.id))
    .where(and(eq(subjects.institutionId, scope.institutionId), filter))
    .orderBy(asc(subjects.createdAt), asc(subjects.id));
  return rows.map(({ subject, topicCount }) => ({ ...subject, topicCount }));
}
