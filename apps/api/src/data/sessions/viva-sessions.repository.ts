import { Injectable } from '@nestjs/common';
import type { TutorMode, VivaAnswerWay, VivaTurnKind } from '@markwise/contract';
import { questions, users, vivaSessions, vivaTurns } from '@markwise/db';
import { and, asc, count, desc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { ReaderScope, StudentScope, TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';

/** A question to ask: where it goes in the viva, what it is about, and until when it is answered. */
export type VivaTurnToAsk = {
  position: number;
  kind: VivaTurnKind;
  topic: number;
  questionId: string | null;
  question: string;
  dueAt: Date;
};

export type VivaAnswerValues = {
  answer: string | null;
  way: VivaAnswerWay | null;
  answeredAt: Date;
  score: number;
  feedback: string;
};

export type VivaTurnRecord = Awaited<ReturnType<VivaSessionsRepository['turns']>>[number];
export type VivaRecord = NonNullable<Awaited<ReturnType<VivaSessionsRepository['find']>>>;

/** A student reads only their own vivas; a teacher every viva of the institution. */
const vivasOf = (reader: ReaderScope): SQL =>
  'studentId' in reader
    ? and(
        eq(vivaSessions.institutionId, reader.institutionId),
        eq(vivaSessions.studentId, reader.studentId),
      )!
    : eq(vivaSessions.institutionId, reader.institutionId);

const turnColumns = {
  id: vivaTurns.id,
  vivaId: vivaTurns.vivaId,
  position: vivaTurns.position,
  kind: vivaTurns.kind,
  topic: vivaTurns.topic,
  questionId: vivaTurns.questionId,
  question: vivaTurns.question,
  askedAt: vivaTurns.askedAt,
  dueAt: vivaTurns.dueAt,
  answer: vivaTurns.answer,
  way: vivaTurns.way,
  answeredAt: vivaTurns.answeredAt,
  score: vivaTurns.score,
  feedback: vivaTurns.feedback,
};

/** Students' viva practice sessions and their turns. */
@Injectable()
export class VivaSessionsRepository extends Repository {
  /** Starts a viva with its first question. */
  async create(
    student: StudentScope,
    values: { levelId: string; mode: TutorMode; questionIds: string[] },
    first: VivaTurnToAsk,
    tx: Tx,
  ): Promise<string> {
    const [row] = await this.db(tx)
      .insert(vivaSessions)
      .values({
        ...values,
        institutionId: student.institutionId,
        studentId: student.studentId,
      })
      .returning({ id: vivaSessions.id });
    await this.ask(student, row!.id, first, tx);
    return row!.id;
  }

  /** How many vivas the student started since `since`, on any level. */
  async startedSince(student: StudentScope, since: Date, tx?: Tx): Promise<number> {
    const [row] = await this.db(tx)
      .select({ started: count() })
      .from(vivaSessions)
      .where(and(vivasOf(student), gte(vivaSessions.createdAt, since)));
    return Number(row?.started ?? 0);
  }

  /** The student's unfinished viva on the level, to resume. */
  async openOnLevel(student: StudentScope, levelId: string, tx?: Tx) {
    const [row] = await this.db(tx)
      .select({ id: vivaSessions.id })
      .from(vivaSessions)
      .where(
        and(vivasOf(student), eq(vivaSessions.levelId, levelId), isNull(vivaSessions.finishedAt)),
      )
      .orderBy(desc(vivaSessions.createdAt))
      .limit(1);
    return row?.id;
  }

  /**
   * One viva, if the reader may see it. With `lock`, it stays locked until the caller's
   * transaction ends, so two answers to it are taken one after the other.
   */
  async find(reader: ReaderScope, vivaId: string, tx?: Tx, lock = false) {
    const query = this.db(tx)
      .select({
        id: vivaSessions.id,
        levelId: vivaSessions.levelId,
        studentId: vivaSessions.studentId,
        mode: vivaSessions.mode,
        questionIds: vivaSessions.questionIds,
        finishedAt: vivaSessions.finishedAt,
        startedAt: vivaSessions.createdAt,
      })
      .from(vivaSessions)
      .where(and(eq(vivaSessions.id, vivaId), vivasOf(reader)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The turns of the given vivas the reader may see, in order. */
  async turns(reader: ReaderScope, vivaIds: readonly string[], tx?: Tx) {
    if (vivaIds.length === 0) return [];
    return this.db(tx)
      .select(turnColumns)
      .from(vivaTurns)
      .innerJoin(vivaSessions, eq(vivaSessions.id, vivaTurns.vivaId))
      .where(and(inArray(vivaTurns.vivaId, [...vivaIds]), vivasOf(reader)))
      .orderBy(asc(vivaTurns.vivaId), asc(vivaTurns.position));
  }

  /**
   * Asks the next question. Positions are unique per viva: of two answers racing to ask the same
   * next question, the second fails here (the caller also holds the viva's lock).
   */
  async ask(student: StudentScope, vivaId: string, turn: VivaTurnToAsk, tx: Tx) {
    await this.db(tx)
      .insert(vivaTurns)
      .values({ ...turn, vivaId, askedAt: new Date() });
  }

  /** Records the answer to a turn of the student's viva (the caller holds the viva's lock). */
  async answer(student: StudentScope, turnId: string, values: VivaAnswerValues, tx: Tx) {
    const db = this.db(tx);
    await db
      .update(vivaTurns)
      .set(values)
      .where(
        and(
          eq(vivaTurns.id, turnId),
          inArray(
            vivaTurns.vivaId,
            db.select({ id: vivaSessions.id }).from(vivaSessions).where(vivasOf(student)),
          ),
        ),
      );
  }

  async finish(student: StudentScope, vivaId: string, at: Date, tx: Tx) {
    await this.db(tx)
      .update(vivaSessions)
      .set({ finishedAt: at })
      .where(and(eq(vivaSessions.id, vivaId), vivasOf(student)));
  }

  /** The student's vivas on a level, newest first. */
  async ofStudentOnLevel(student: StudentScope, levelId: string, tx?: Tx) {
    return this.db(tx)
      .select({
        id: vivaSessions.id,
        questionIds: vivaSessions.questionIds,
        finishedAt: vivaSessions.finishedAt,
        startedAt: vivaSessions.createdAt,
      })
      .from(vivaSessions)
      .where(and(vivasOf(student), eq(vivaSessions.levelId, levelId)))
      .orderBy(desc(vivaSessions.createdAt), asc(vivaSessions.id));
  }

  /** The level's vivas with their students, newest first: who practised. */
  async ofLevel(scope: TenantScope, levelId: string, tx?: Tx) {
    return this.db(tx)
      .select({
        id: vivaSessions.id,
        studentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mode: vivaSessions.mode,
        questionIds: vivaSessions.questionIds,
        finishedAt: vivaSessions.finishedAt,
        startedAt: vivaSessions.createdAt,
      })
      .from(vivaSessions)
      .innerJoin(users, eq(users.id, vivaSessions.studentId))
      .where(and(vivasOf(scope), eq(vivaSessions.levelId, levelId)))
      .orderBy(desc(vivaSessions.createdAt), asc(vivaSessions.id));
  }

  /** The paper questions the level's vivas asked about, with their number and text. */
  async questionsAsked(scope: TenantScope, levelId: string, tx?: Tx) {
    return this.db(tx)
      .selectDistinct({ id: questions.id, number: questions.number, text: questions.text })
      .from(vivaTurns)
      .innerJoin(vivaSessions, eq(vivaSessions.id, vivaTurns.vivaId))
      .innerJoin(questions, eq(questions.id, vivaTurns.questionId))
      .where(and(vivasOf(scope), eq(vivaSessions.levelId, levelId)));
  }

  /** Every viva of the student with its turns: their data export. */
  async ofStudent(student: StudentScope, tx?: Tx) {
    const sessions = await this.db(tx)
      .select({
        id: vivaSessions.id,
        levelId: vivaSessions.levelId,
        mode: vivaSessions.mode,
        startedAt: vivaSessions.createdAt,
        finishedAt: vivaSessions.finishedAt,
      })
      .from(vivaSessions)
      .where(vivasOf(student))
      .orderBy(asc(vivaSessions.createdAt), asc(vivaSessions.id));
    const turns = await this.turns(
      student,
      sessions.map((session) => session.id),
      tx,
    );
    return sessions.map((session) => ({
      ...session,
      turns: turns.filter((turn) => turn.vivaId === session.id),
    }));
  }

  /** The student's vivas go (their turns with them): part of erasing their personal data. */
  async erase(student: StudentScope, tx: Tx): Promise<number> {
    const rows = await this.db(tx)
      .delete(vivaSessions)
      .where(vivasOf(student))
      .returning({ id: vivaSessions.id });
    return rows.length;
  }
}
