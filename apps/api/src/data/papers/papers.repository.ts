import { Injectable } from '@nestjs/common';
import {
  levels,
  questionPapers,
  questions,
  subjects,
  withPointIds,
  type RubricPoint,
  type RubricPointDraft,
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
import type { Executor } from '../../database/database.module.js';
import { containsPattern } from '../../database/contains-pattern.js';
import { failedCall, perTurnBatches } from '../per-turn-batches.js';
import { ownedThrough, Repository } from '../repository.js';
import type { StudentScope, TenantScope } from '../scope.js';
import { hasSatPaper } from '../sessions/session-subqueries.js';
import type { Tx } from '../transactions.js';
import { paperOfLevel } from '../catalogue/catalogue-joins.js';

export type PaperRow = typeof questionPapers.$inferSelect & { subjectTitle: string | null };
export type QuestionRow = typeof questions.$inferSelect;

/**
 * The scope of paper reads, who is reading: an admin reads every paper of their institution; a
 * student their institution's published papers (an 'institution' one only once they have sat a
 * level it is behind) and every public one, whichever institution wrote it; a visitor without an
 * account only public papers.
 */
export type PaperViewer =
  | ({ kind: 'admin' } & TenantScope)
  | ({ kind: 'student' } & StudentScope)
  | { kind: 'public' };

export type PaperFilter = {
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
  'text' | 'marks' | 'modelAnswer' | 'acceptedAnswers' | 'language'
> & { rubric?: RubricPointDraft[] | null };

const paperOf = (scope: TenantScope, paperId: string): SQL =>
  and(eq(questionPapers.id, paperId), eq(questionPapers.institutionId, scope.institutionId))!;

/** Questions have no institution of their own: they are the institution's through their paper. */
const inPapersOf = (db: Executor, scope: TenantScope): SQL =>
  ownedThrough(db, scope, questions.paperId, questionPapers);

/** Question papers and their questions. */
@Injectable()
export class PapersRepository extends Repository {
  async findPage(
    viewer: PaperViewer,
    filter: PaperFilter,
    page: { offset: number; limit: number },
    tx?: Tx,
  ): Promise<{ rows: PaperRow[]; total: number }> {
    const db = this.db(tx);
    const where = papersWhere(viewer, filter);
    const [rows, totals] = await Promise.all([
      selectPapers(db)
        .where(where)
        .orderBy(desc(questionPapers.year), desc(questionPapers.createdAt), asc(questionPapers.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(questionPapers).where(where),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  /** A paper the viewer may read, or undefined (hidden and missing look the same). */
  async findVisible(viewer: PaperViewer, paperId: string, tx?: Tx): Promise<PaperRow | undefined> {
    const [row] = await selectPapers(this.db(tx)).where(
      and(eq(questionPapers.id, paperId), visibleTo(viewer)),
    );
    return row;
  }

  /** The questions of the given papers the viewer may read, in one query, in paper order. */
  async questionsOf(
    viewer: PaperViewer,
    paperIds: readonly string[],
    tx?: Tx,
  ): Promise<QuestionRow[]> {
    if (paperIds.length === 0) return [];
    const rows = await this.db(tx)
      .select({ question: questions })
      .from(questions)
      .innerJoin(questionPapers, eq(questionPapers.id, questions.paperId))
      .where(and(inArray(questions.paperId, [...paperIds]), visibleTo(viewer)))
      .orderBy(asc(questions.paperId), asc(questions.number));
    return rows.map((row) => row.question);
  }

  /**
   * The answer-key settings of every level that sits one of the given papers the viewer may read:
   * a public paper's key is released by the levels of whichever institution sits it.
   */
  async answerKeysOf(viewer: PaperViewer, paperIds: readonly string[], tx?: Tx) {
    if (paperIds.length === 0) return [];
    return this.db(tx)
      .select({
        paperId: questionPapers.id,
        answerKeyRelease: levels.answerKeyRelease,
        closesAt: levels.closesAt,
      })
      .from(levels)
      .innerJoin(questionPapers, paperOfLevel)
      .where(and(inArray(questionPapers.id, [...paperIds]), visibleTo(viewer)));
  }

  /** `lock` holds the row until the transaction ends, so a new attempt waits for the change. */
  async findById(
    scope: TenantScope,
    paperId: string,
    options: { tx?: Tx; lock?: boolean } = {},
  ): Promise<PaperRow | undefined> {
    const query = selectPapers(this.db(options.tx)).where(paperOf(scope, paperId));
    const [row] = options.lock ? await query.for('update', { of: questionPapers }) : await query;
    return row;
  }

  async exists(scope: TenantScope, paperId: string, tx?: Tx): Promise<boolean> {
    return this.hasOne(questionPapers, paperOf(scope, paperId), tx);
  }

  async sumQuestionMarks(scope: TenantScope, paperId: string, tx?: Tx): Promise<number> {
    const db = this.db(tx);
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${questions.marks}), 0)`.mapWith(Number) })
      .from(questions)
      .where(and(eq(questions.paperId, paperId), inPapersOf(db, scope)));
    return row?.total ?? 0;
  }

  async insert(scope: TenantScope, fields: PaperFields, tx: Tx): Promise<string> {
    return this.insertOwned(scope, questionPapers, fields, tx);
  }

  async update(
    scope: TenantScope,
    paperId: string,
    changes: Partial<PaperFields>,
    tx: Tx,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db(tx).update(questionPapers).set(changes).where(paperOf(scope, paperId));
  }

  /**
   * Numbers the questions 1..n in the order given, replacing any the paper had; the caller holds
   * the paper's lock, taken through the institution.
   */
  async replaceQuestions(
    scope: TenantScope,
    paperId: string,
    fields: NewQuestionFields[],
    tx: Tx,
  ) {
    const db = this.db(tx);
    await db.delete(questions).where(and(eq(questions.paperId, paperId), inPapersOf(db, scope)));
    await db
      .insert(questions)
      .values(
        fields.map(({ rubric, ...question }, index) => ({
          ...question,
          rubric: rubric && withPointIds(rubric),
          paperId,
          number: index + 1,
        })),
      );
  }

  async delete(scope: TenantScope, paperId: string, tx: Tx): Promise<boolean> {
    return this.deleteOne(questionPapers, paperOf(scope, paperId), tx);
  }

  /**
   * The paper as its students sit it: the header and the questions (`headerOf`, `sheetOf`). The
   * readings asked for in one turn of the event loop share one reading per paper: a crowd starting
   * or submitting the same exam reads it once, not once a student.
   */
  async sittingOf(scope: TenantScope, paperId: string, tx?: Tx): Promise<Sitting> {
    return tx ? this.readSitting({ scope, paperId }, tx) : this.sittings.load({ scope, paperId });
  }

  private readonly sittings = perTurnBatches<SittingKey, Sitting>((keys) => {
    const reads = new Map<string, Promise<Sitting | Error>>();
    return Promise.all(
      keys.map((key) => {
        const paper = `${key.scope.institutionId} ${key.paperId}`;
        let read = reads.get(paper);
        if (!read) {
          read = this.readSitting(key).catch(failedCall);
          reads.set(paper, read);
        }
        return read;
      }),
    );
  }, SITTINGS_PER_BATCH);

  private async readSitting({ scope, paperId }: SittingKey, tx?: Tx): Promise<Sitting> {
    const [header, questions] = await Promise.all([
      this.headerOf(scope, paperId, tx),
      this.sheetOf(scope, paperId, tx),
    ]);
    return { header, questions };
  }

  /** What an attempt shows of its paper. */
  async headerOf(scope: TenantScope, paperId: string, tx?: Tx) {
    const [row] = await this.db(tx)
      .select({
        title: questionPapers.title,
        qpCode: questionPapers.qpCode,
        timeAllowed: questionPapers.timeAllowed,
        maxMarks: questionPapers.maxMarks,
        language: questionPapers.language,
      })
      .from(questionPapers)
      .where(paperOf(scope, paperId));
    return row;
  }

  /** The paper's questions in order as a student sits them: without model answers or rubrics. */
  async sheetOf(scope: TenantScope, paperId: string, tx?: Tx) {
    const db = this.db(tx);
    return db
      .select({
        id: questions.id,
        number: questions.number,
        text: questions.text,
        marks: questions.marks,
        language: questions.language,
      })
      .from(questions)
      .where(and(eq(questions.paperId, paperId), inPapersOf(db, scope)))
      .orderBy(asc(questions.number));
  }

  /**
   * Questions of the scope's papers (a whole paper's, or the given ones) with their marking
   * guides, for marking a practice answer on the server: never sent to a student as they are.
   */
  async guidesOf(
    scope: TenantScope,
    which: { paperId: string } | { questionIds: readonly string[] },
    tx?: Tx,
  ) {
    if ('questionIds' in which && which.questionIds.length === 0) return [];
    const db = this.db(tx);
    return db
      .select({
        id: questions.id,
        number: questions.number,
        text: questions.text,
        marks: questions.marks,
        modelAnswer: questions.modelAnswer,
        rubric: questions.rubric,
      })
      .from(questions)
      .where(
        and(
          'paperId' in which
            ? eq(questions.paperId, which.paperId)
            : inArray(questions.id, [...which.questionIds]),
          inPapersOf(db, scope),
        ),
      )
      .orderBy(asc(questions.number));
  }

  /**
   * A question's marks and rubric, locked against another rubric change and the re-calibration
   * of its suggestions until the caller's transaction ends.
   */
  async lockRubric(scope: TenantScope, questionId: string, tx: Tx) {
    const db = this.db(tx);
    const [row] = await db
      .select({
        id: questions.id,
        number: questions.number,
        marks: questions.marks,
        rubric: questions.rubric,
      })
      .from(questions)
      .where(and(eq(questions.id, questionId), inPapersOf(db, scope)))
      .for('no key update');
    return row;
  }

  /** Stores the rubric, its new points given ids; answers the rubric as stored. */
  async setRubric(
    scope: TenantScope,
    questionId: string,
    rubric: readonly RubricPointDraft[],
    tx: Tx,
  ): Promise<RubricPoint[]> {
    const db = this.db(tx);
    const stored = withPointIds(rubric);
    await db
      .update(questions)
      .set({ rubric: stored })
      .where(and(eq(questions.id, questionId), inPapersOf(db, scope)));
    return stored;
  }

  /**
   * Serialises the re-calibration of a question's suggestions with a run's sealing, so each sees
   * the answers and anchors the other committed; returns the locked questions (the caller's scope
   * only). `no key update` leaves answers' foreign-key checks on the question free. In id order,
   * so two holders never deadlock.
   */
  async lockQuestions(scope: TenantScope, questionIds: readonly string[], tx: Tx) {
    const db = this.db(tx);
    const locked: { id: string; text: string; marks: number }[] = [];
    for (const id of [...questionIds].sort()) {
      const [row] = await db
        .select({ id: questions.id, text: questions.text, marks: questions.marks })
        .from(questions)
        .where(and(eq(questions.id, id), inPapersOf(db, scope)))
        .for('no key update');
      if (row) locked.push(row);
    }
    return locked;
  }
}

function selectPapers(db: Executor) {
  return db
    .select({ ...getTableColumns(questionPapers), subjectTitle: subjects.title })
    .from(questionPapers)
    .leftJoin(subjects, eq(subjects.id, questionPapers.subjectId));
}

/** The one visibility rule of papers, for lists, single papers and their parts (see PaperViewer). */
function visibleTo(viewer: PaperViewer): SQL {
  if (viewer.kind === 'admin') return eq(questionPapers.institutionId, viewer.institutionId);
  if (viewer.kind === 'public') return eq(questionPapers.visibility, 'public');
  const behindUnsatLevel = sql`exists (
    select 1 from ${levels} where ${levels.questionPaperId} = ${questionPapers.id}
  ) and not ${hasSatPaper(viewer, questionPapers.id)}`;
  return or(
    eq(questionPapers.visibility, 'public'),
    and(
      eq(questionPapers.institutionId, viewer.institutionId),
      eq(questionPapers.visibility, 'institution'),
      sql`not (${behindUnsatLevel})`,
    ),
  )!;
}

function papersWhere(viewer: PaperViewer, filter: PaperFilter): SQL {
  const conditions: SQL[] = [visibleTo(viewer)];
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

type SittingKey = { scope: TenantScope; paperId: string };
type Sitting = {
  header: Awaited<ReturnType<PapersRepository['headerOf']>>;
  questions: Awaited<ReturnType<PapersRepository['sheetOf']>>;
};

/** Requests waiting on one batch of paper readings, at most. */
const SITTINGS_PER_BATCH = 1_000;
