import { Inject, Injectable } from '@nestjs/common';
import { courses, levels, practiceSessions, subjects, type Database } from '@markwise/db';
import { and, eq } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

/** What a paper points to (subject, course) and what points to it (levels, attempts). */
@Injectable()
export class PaperLinksRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async findSubject(
    institutionId: string,
    subjectId: string,
    tx: Executor = this.database.db,
  ): Promise<{ id: string; courseId: string } | undefined> {
    const [row] = await tx
      .select({ id: subjects.id, courseId: subjects.courseId })
      .from(subjects)
      .where(and(eq(subjects.id, subjectId), eq(subjects.institutionId, institutionId)));
    return row;
  }

  async courseExists(
    institutionId: string,
    courseId: string,
    tx: Executor = this.database.db,
  ): Promise<boolean> {
    const rows = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.institutionId, institutionId)));
    return rows.length === 1;
  }

  async hasAttempts(paperId: string, tx: Executor = this.database.db): Promise<boolean> {
    const rows = await tx
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(eq(practiceSessions.paperId, paperId))
      .limit(1);
    return rows.length === 1;
  }

  async isUsedByLevel(paperId: string, tx: Executor = this.database.db): Promise<boolean> {
    const rows = await tx
      .select({ id: levels.id })
      .from(levels)
      .where(eq(levels.questionPaperId, paperId))
      .limit(1);
    return rows.length === 1;
  }
}
