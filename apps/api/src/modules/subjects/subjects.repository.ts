import { Inject, Injectable } from '@nestjs/common';
import {
  courses,
  journeys,
  levels,
  practiceSessions,
  subjects,
  type Database,
  type NewSubject,
  type Subject,
} from '@markwise/db';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type SubjectWithTopics = Subject & { topicCount: number };

export type SubjectValues = Pick<NewSubject, 'title' | 'description' | 'isActive'>;

/** Subjects of one institution; every method takes the caller's institution as its scope. */
@Injectable()
export class SubjectsRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async courseExists(
    institutionId: string,
    courseId: string,
    tx: Executor = this.database.db,
  ): Promise<boolean> {
    const [row] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.institutionId, institutionId)));
    return row !== undefined;
  }

  /** A course's subjects in the order they were added, topic counts included, in one query. */
  listByCourse(
    institutionId: string,
    courseId: string,
    tx: Executor = this.database.db,
  ): Promise<SubjectWithTopics[]> {
    return this.selectWithTopics(institutionId, eq(subjects.courseId, courseId), tx);
  }

  async findById(
    institutionId: string,
    subjectId: string,
    tx: Executor = this.database.db,
  ): Promise<SubjectWithTopics | undefined> {
    const [row] = await this.selectWithTopics(institutionId, eq(subjects.id, subjectId), tx);
    return row;
  }

  async insert(
    values: SubjectValues & { institutionId: string; courseId: string },
    tx: Executor = this.database.db,
  ): Promise<string> {
    const [row] = await tx.insert(subjects).values(values).returning({ id: subjects.id });
    return row!.id;
  }

  async update(
    institutionId: string,
    subjectId: string,
    changes: Partial<SubjectValues>,
    tx: Executor = this.database.db,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(subjects)
      .set(changes)
      .where(and(eq(subjects.id, subjectId), eq(subjects.institutionId, institutionId)));
  }

  /** Whether any student has started an exam on a level of this subject's journeys. */
  async hasAttempts(subjectId: string, tx: Executor = this.database.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .where(eq(journeys.subjectId, subjectId))
      .limit(1);
    return row !== undefined;
  }

  /** Journeys and levels go with it (ON DELETE CASCADE). */
  async delete(
    institutionId: string,
    subjectId: string,
    tx: Executor = this.database.db,
  ): Promise<void> {
    await tx
      .delete(subjects)
      .where(and(eq(subjects.id, subjectId), eq(subjects.institutionId, institutionId)));
  }

  /** Topic count: topic levels across the subject's journeys, from one grouped subquery. */
  private async selectWithTopics(
    institutionId: string,
    filter: SQL,
    tx: Executor,
  ): Promise<SubjectWithTopics[]> {
    const topics = tx
      .select({ subjectId: journeys.subjectId, total: count().as('topic_total') })
      .from(levels)
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .where(and(eq(journeys.institutionId, institutionId), eq(levels.type, 'topic')))
      .groupBy(journeys.subjectId)
      .as('topics');
    const rows = await tx
      .select({
        subject: subjects,
        topicCount: sql<number>`coalesce(${topics.total}, 0)`.mapWith(Number),
      })
      .from(subjects)
      .leftJoin(topics, eq(topics.subjectId, subjects.id))
      .where(and(eq(subjects.institutionId, institutionId), filter))
      .orderBy(asc(subjects.createdAt), asc(subjects.id));
    return rows.map(({ subject, topicCount }) => ({ ...subject, topicCount }));
  }
}
