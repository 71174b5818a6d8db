import { Inject, Injectable } from '@nestjs/common';
import {
  levels,
  practiceSessions,
  questionPapers,
  questions,
  subjects,
  type Database,
} from '@markwise/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';
import { containsPattern } from '../../database/contains-pattern.js';

export type PaperRow = typeof questionPapers.$inferSelect & { subjectTitle: string | null };
export type QuestionRow = typeof questions.$inferSelect;

/**
 * Who is reading: an admin reads every paper of their institution; a student their institution's
 * published papers (an 'institution' one only once they have sat a level it is behind) and every
 * public one; a visitor without an account only public papers.
 */
export type PaperViewer =
  | { kind: 'admin'; institutionId: string }
  | { kind: 'student'; institutionId: string; userId: string }
  | { kind: 'public' };

export type PaperFilter = {
  viewer: PaperViewer;
  subjectId?: string;
  courseId?: string;
  year?: number;
  search?: string;
};

/** The paper's own columns an admin may write; the institution is never among them. */
export type PaperFields = Pick<
  typeof questionPapers.$inferInsert,
  | 'title'
  | 'subjectId'
  | 'courseId'
  | 'studentClass'
  | 'description'
  | 'timeAllowed'
  | 'year'
  | 'qpCode'
  | 'maxMarks'
  | 'language'
  | 'passPercentage'
  | 'visibility'
>;

export type NewQuestionFields = Pick<
  typeof questions.$inferInsert,
  'text' | 'marks' | 'modelAnswer' | 'rubric' | 'acceptedAnswers' | 'language'
>;

/** Papers and their questions, always scoped by the caller's institution. */
@Injectable()
export class QuestionPapersRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async findPage(
    filter: PaperFilter,
    page: { offset: number; limit: number },
    tx: Executor = this.db,
  ): Promise<{ rows: PaperRow[]; total: number }> {
    const where = papersWhere(filter);
    const [rows, totals] = await Promise.all([
      this.selectPapers(tx)
        .where(where)
        .orderBy(desc(questionPapers.year), desc(questionPapers.createdAt), asc(questionPapers.id))
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ total: count() }).from(questionPapers).where(where),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  /** A paper the viewer may read, or undefined (hidden and missing look the same). */
  async findVisible(viewer: PaperViewer, id: string): Promise<PaperRow | undefined> {
    const [row] = await this.selectPapers(this.db).where(
      and(eq(questionPapers.id, id), visibleTo(viewer)),
    );
    return row;
  }

  /** The answer-key settings of every level that sits the given papers. */
  async levelKeysOf(paperIds: string[], tx: Executor = this.db) {
    if (paperIds.length === 0) return [];
    return tx
      .select({
        paperId: sql<string>`${levels.questionPaperId}`,
        answerKeyRelease: levels.answerKeyRelease,
        closesAt: levels.closesAt,
      })
      .from(levels)
      .where(inArray(levels.questionPaperId, paperIds));
  }

  /** `lock` holds the row until the transaction ends, so a new attempt waits for the change. */
  async findById(
    institutionId: string,
    id: string,
    options: { tx?: Executor; lock?: boolean } = {},
  ): Promise<PaperRow | undefined> {
    const query = this.selectPapers(options.tx ?? this.db).where(paperWhere(institutionId, id));
    const [row] = options.lock ? await query.for('update', { of: questionPapers }) : await query;
    return row;
  }

  /** The questions of many papers in one query, in paper order. */
  async findQuestions(paperIds: string[], tx: Executor = this.db): Promise<QuestionRow[]> {
    if (paperIds.length === 0) return [];
    return tx
      .select()
      .from(questions)
      .where(inArray(questions.paperId, paperIds))
      .orderBy(asc(questions.paperId), asc(questions.number));
  }

  async sumQuestionMarks(paperId: string, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: sql<number>`coalesce(sum(${questions.marks}), 0)`.mapWith(Number) })
      .from(questions)
      .where(eq(questions.paperId, paperId));
    return row?.total ?? 0;
  }

  async insertPaper(institutionId: string, fields: PaperFields, tx: Executor): Promise<string> {
    const [row] = await tx
      .insert(questionPapers)
      .values({ ...fields, institutionId })
      .returning({ id: questionPapers.id });
    return row!.id;
  }

  async updatePaper(
    institutionId: string,
    id: string,
    changes: Partial<PaperFields>,
    tx: Executor,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await tx.update(questionPapers).set(changes).where(paperWhere(institutionId, id));
  }

  /** Numbers the questions 1..n in the order given, replacing any the paper had. */
  async replaceQuestions(paperId: string, fields: NewQuestionFields[], tx: Executor) {
    await tx.delete(questions).where(eq(questions.paperId, paperId));
    await tx
      .insert(questions)
      .values(fields.map((question, index) => ({ ...question, paperId, number: index + 1 })));
  }

  async deletePaper(institutionId: string, id: string, tx: Executor): Promise<boolean> {
    const rows = await tx
      .delete(questionPapers)
      .where(paperWhere(institutionId, id))
      .returning({ id: questionPapers.id });
    return rows.length === 1;
  }

  private selectPapers(tx: Executor) {
    return tx
      .select({ ...getTableColumns(questionPapers), subjectTitle: subjects.title })
      .from(questionPapers)
      .leftJoin(subjects, eq(subjects.id, questionPapers.subjectId));
  }
}

function paperWhere(institutionId: string, id: string): SQL {
  return and(eq(questionPapers.id, id), eq(questionPapers.institutionId, institutionId))!;
}

/** The one visibility rule of papers, for lists and single papers alike (see PaperViewer). */
function visibleTo(viewer: PaperViewer): SQL {
  if (viewer.kind === 'admin') return eq(questionPapers.institutionId, viewer.institutionId);
  if (viewer.kind === 'public') return eq(questionPapers.visibility, 'public');
  const behindUnsatLevel = sql`exists (
    select 1 from ${levels} where ${levels.questionPaperId} = ${questionPapers.id}
  ) and not exists (
    select 1 from ${practiceSessions}
    where ${practiceSessions.paperId} = ${questionPapers.id}
      and ${practiceSessions.userId} = ${viewer.userId}
      and ${practiceSessions.status} <> 'in_progress'
  )`;
  return or(
    eq(questionPapers.visibility, 'public'),
    and(
      eq(questionPapers.institutionId, viewer.institutionId),
      eq(questionPapers.visibility, 'institution'),
      sql`not (${behindUnsatLevel})`,
    ),
  )!;
}

function papersWhere(filter: PaperFilter): SQL {
  const conditions: SQL[] = [visibleTo(filter.viewer)];
  if (filter.subjectId) conditions.push(eq(questionPapers.subjectId, filter.subjectId));
  if (filter.courseId) conditions.push(eq(questionPapers.courseId, filter.courseId));
  if (filter.year !== undefined) conditions.push(eq(questionPapers.year, filter.year));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(ilike(questionPapers.title, pattern), ilike(questionPapers.qpCode, pattern))!,
    );
  }
  return and(...conditions)!;
}
