import { Injectable } from '@nestjs/common';
import { answerBooklets, scanPages, users, type AnswerBooklet } from '@markwise/db';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';

export type NewBooklet = {
  id: string;
  levelId: string;
  number: number;
  printId: string;
  studentId: string | null;
  paperSize: 'A4' | 'Letter';
  pageCount: number;
  printedBy: string;
};

/**
 * A booklet with its student's name, the page numbers matched from scans so far, and those of
 * them whose scan is blurry, too dark or cut off.
 */
export type BookletRow = AnswerBooklet & {
  studentName: string | null;
  studentRollNo: string | null;
  pagesIn: number[];
  poorPages: number[];
};

const poorScan = sql`((${scanPages.quality}->>'blurry')::boolean
  or (${scanPages.quality}->>'dark')::boolean
  or (${scanPages.quality}->>'cutOff')::boolean)`;

const pagesIn = sql<number[]>`coalesce((
  select array_agg(${scanPages.pageNumber} order by ${scanPages.pageNumber})
  from ${scanPages}
  where ${scanPages.bookletId} = ${answerBooklets.id} and ${scanPages.status} = 'matched'
), '{}')`;

const poorPages = sql<number[]>`coalesce((
  select array_agg(${scanPages.pageNumber} order by ${scanPages.pageNumber})
  from ${scanPages}
  where ${scanPages.bookletId} = ${answerBooklets.id} and ${scanPages.status} = 'matched'
    and ${poorScan}
), '{}')`;

/** Printed answer booklets: who they are for, and which of their pages have come back scanned. */
@Injectable()
export class BookletsRepository extends Repository {
  /**
   * The next `count` booklet numbers of the institution. Numbers are unique per institution and
   * printed on paper, so two prints at once take turns (a transaction-scoped advisory lock).
   */
  async nextNumbers(scope: TenantScope, count: number, tx: Tx): Promise<number[]> {
    await this.db(tx).execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`booklets:${scope.institutionId}`}, 0))`,
    );
    const [row] = await this.db(tx)
      .select({ last: sql<number>`coalesce(max(${answerBooklets.number}), 1000)`.mapWith(Number) })
      .from(answerBooklets)
      .where(eq(answerBooklets.institutionId, scope.institutionId));
    const last = row?.last ?? 1000;
    return Array.from({ length: count }, (_, index) => last + index + 1);
  }

  async insertMany(scope: TenantScope, rows: readonly NewBooklet[], tx: Tx): Promise<void> {
    if (rows.length === 0) return;
    await this.db(tx)
      .insert(answerBooklets)
      .values(rows.map((row) => ({ ...row, institutionId: scope.institutionId })));
  }

  /** The level's booklets in number order. */
  async onLevel(scope: TenantScope, levelId: string, tx?: Tx): Promise<BookletRow[]> {
    return this.select(
      and(eq(answerBooklets.institutionId, scope.institutionId), eq(answerBooklets.levelId, levelId)),
      tx,
    );
  }

  /** The booklets printed together, in number order. */
  async ofPrint(scope: TenantScope, printId: string, tx?: Tx): Promise<BookletRow[]> {
    return this.select(
      and(eq(answerBooklets.institutionId, scope.institutionId), eq(answerBooklets.printId, printId)),
      tx,
    );
  }

  async find(scope: TenantScope, bookletId: string, tx?: Tx): Promise<BookletRow | undefined> {
    const [row] = await this.select(
      and(eq(answerBooklets.institutionId, scope.institutionId), eq(answerBooklets.id, bookletId)),
      tx,
    );
    return row;
  }

  /** The booklet row locked for the rest of the transaction (its pages and attempt change under it). */
  async lock(scope: TenantScope, bookletId: string, tx: Tx): Promise<AnswerBooklet | undefined> {
    const [row] = await this.db(tx)
      .select()
      .from(answerBooklets)
      .where(
        and(eq(answerBooklets.institutionId, scope.institutionId), eq(answerBooklets.id, bookletId)),
      )
      .for('update');
    return row;
  }

  /** Booklets by id, for matching scanned codes (another institution's are not found). */
  async byIds(scope: TenantScope, ids: readonly string[], tx?: Tx): Promise<AnswerBooklet[]> {
    if (ids.length === 0) return [];
    return this.db(tx)
      .select()
      .from(answerBooklets)
      .where(
        and(
          eq(answerBooklets.institutionId, scope.institutionId),
          inArray(answerBooklets.id, [...ids]),
        ),
      );
  }

  async setStudent(scope: TenantScope, bookletId: string, studentId: string, tx: Tx) {
    await this.db(tx)
      .update(answerBooklets)
      .set({ studentId })
      .where(
        and(eq(answerBooklets.institutionId, scope.institutionId), eq(answerBooklets.id, bookletId)),
      );
  }

  async setMarkIncomplete(scope: TenantScope, bookletId: string, tx: Tx) {
    await this.db(tx)
      .update(answerBooklets)
      .set({ markIncomplete: true })
      .where(
        and(eq(answerBooklets.institutionId, scope.institutionId), eq(answerBooklets.id, bookletId)),
      );
  }

  /** Records the attempt made from the booklet; false when it already has one. */
  async setSession(scope: TenantScope, bookletId: string, sessionId: string, tx: Tx) {
    const rows = await this.db(tx)
      .update(answerBooklets)
      .set({ sessionId })
      .where(
        and(
          eq(answerBooklets.institutionId, scope.institutionId),
          eq(answerBooklets.id, bookletId),
          isNull(answerBooklets.sessionId),
        ),
      )
      .returning({ id: answerBooklets.id });
    return rows.length > 0;
  }

  /**
   * The level's booklets ready to become attempts: a student, no attempt yet, and every page in
   * with no scan flagged (or a teacher's word to mark it as it is).
   */
  async readyOnLevel(scope: TenantScope, levelId: string, tx?: Tx): Promise<string[]> {
    const rows = await this.db(tx)
      .select({ id: answerBooklets.id })
      .from(answerBooklets)
      .where(
        and(
          eq(answerBooklets.institutionId, scope.institutionId),
          eq(answerBooklets.levelId, levelId),
          isNull(answerBooklets.sessionId),
          sql`${answerBooklets.studentId} is not null`,
          sql`(${answerBooklets.markIncomplete} or (${answerBooklets.pageCount} = (
            select count(*) from ${scanPages}
            where ${scanPages.bookletId} = ${answerBooklets.id} and ${scanPages.status} = 'matched'
          ) and not exists (
            select from ${scanPages}
            where ${scanPages.bookletId} = ${answerBooklets.id} and ${scanPages.status} = 'matched'
              and ${poorScan}
          )))`,
        ),
      )
      .orderBy(asc(answerBooklets.number));
    return rows.map((row) => row.id);
  }

  private select(where: SQL | undefined, tx?: Tx) {
    return this.db(tx)
      .select({
        ...tableColumns,
        studentName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        studentRollNo: users.rollNo,
        pagesIn,
        poorPages,
      })
      .from(answerBooklets)
      .leftJoin(users, eq(users.id, answerBooklets.studentId))
      .where(where)
      .orderBy(asc(answerBooklets.number));
  }
}

const tableColumns = {
  id: answerBooklets.id,
  institutionId: answerBooklets.institutionId,
  levelId: answerBooklets.levelId,
  number: answerBooklets.number,
  printId: answerBooklets.printId,
  studentId: answerBooklets.studentId,
  paperSize: answerBooklets.paperSize,
  pageCount: answerBooklets.pageCount,
  printedBy: answerBooklets.printedBy,
  sessionId: answerBooklets.sessionId,
  markIncomplete: answerBooklets.markIncomplete,
  createdAt: answerBooklets.createdAt,
};
