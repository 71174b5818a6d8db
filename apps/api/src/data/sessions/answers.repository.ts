import { Injectable } from '@nestjs/common';
import type { ReviewReason } from '@markwise/contract';
import {
  answers,
  practiceSessions,
  questions,
  type NewAnswer,
  type PendingResult,
} from '@markwise/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { failedCall, perTurnBatches } from '../per-turn-batches.js';
import { Repository } from '../repository.js';
import type { StudentScope, TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { answersIn, type SessionScope } from './session-scope.js';
import { questionsOfAttempt, questionWithGuide } from './attempt-questions.js';
import { attemptOfAnswer, institutionAnswers } from './attempt-joins.js';

export type AnswerRow = Awaited<ReturnType<AnswersRepository['ofSession']>>[number];
export type QuestionWork = Awaited<ReturnType<AnswersRepository['forMarking']>>[number];

/** A typed answer to save while its attempt is open. */
type TextSave = {
  student: StudentScope;
  sessionId: string;
  questionId: string;
  answerText: string | null;
  now: Date;
};

/** Bounds a statement's size: six parameters a save, text of up to ~10 KB each. */
const TEXT_SAVES_PER_STATEMENT = 500;

const answerKey = (answer: { sessionId: string; questionId: string }) =>
  `${answer.sessionId} ${answer.questionId}`.toLowerCase();

/** The saves' positions, split so that no answer is named twice in a round; order kept. */
function roundsWithoutRepeats(saves: readonly TextSave[]): number[][] {
  const rounds: number[][] = [];
  const seen = new Map<string, number>();
  saves.forEach((save, index) => {
    const key = answerKey(save);
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push(index);
  });
  return rounds;
}

/** Answers of the class a question's marking compares with (the built-in evaluator's peers). */
export const PEER_ANSWERS_PER_QUESTION = 200;

const answerColumns = {
  questionId: answers.questionId,
  answerText: answers.answerText,
  imagePaths: answers.imagePaths,
  updatedAt: answers.updatedAt,
};

/**
 * An attempt's answers, one row per (attempt, question): as the student writes them, and as the
 * evaluation run reads and marks them. Inserts go under the attempt's lock, taken through the
 * scope by the caller; every other statement reaches the answers through their attempt's scope.
 */
@Injectable()
export class AnswersRepository extends Repository {
  async ofSession(scope: SessionScope, sessionId: string, tx?: Tx) {
    const db = this.db(tx);
    return db
      .select(answerColumns)
      .from(answers)
      .where(and(eq(answers.sessionId, sessionId), answersIn(db, scope)))
      .orderBy(asc(answers.updatedAt));
  }

  async find(scope: SessionScope, sessionId: string, questionId: string, tx?: Tx) {
    const db = this.db(tx);
    const [row] = await db
      .select(answerColumns)
      .from(answers)
      .where(
        and(
          eq(answers.sessionId, sessionId),
          eq(answers.questionId, questionId),
          answersIn(db, scope),
        ),
      );
    return row;
  }

  /**
   * A student's typed answer, saved in one statement (an exam's autosave): only to a question of
   * the attempt's paper, and only while the attempt is open and before its deadline (the rule of
   * `assertAcceptsAnswers`, as SQL). Undefined when nothing was saved: the caller finds out why.
   * Outside a transaction, the saves asked for in one turn of the event loop share the statement.
   */
  async saveTextIfOpen(
    student: StudentScope,
    target: { sessionId: string; questionId: string },
    answerText: string | null,
    now: Date,
    tx?: Tx,
  ): Promise<AnswerRow | undefined> {
    const save = { student, ...target, answerText, now };
    if (!tx) return this.textSaves.load(save);
    const [row] = await this.saveTextsIfOpen([save], tx);
    return row;
  }

  private readonly textSaves = perTurnBatches<TextSave, AnswerRow | undefined>(
    (saves) => this.saveInRounds(saves),
    TEXT_SAVES_PER_STATEMENT,
  );

  /**
   * A statement writes an answer once, so a second save of the same answer in the batch goes in
   * the next statement, after the first: the later save is the one kept. Should a statement fail
   * (a text PostgreSQL refuses, say), its saves are made each on its own, so that one bad save
   * fails alone and costs the others no more than before batching.
   */
  private async saveInRounds(
    saves: readonly TextSave[],
  ): Promise<(AnswerRow | undefined | Error)[]> {
    const results: (AnswerRow | undefined | Error)[] = [];
    for (const round of roundsWithoutRepeats(saves)) {
      const batch = round.map((index) => saves[index]!);
      const rows = await this.saveTextsIfOpen(batch).catch(() =>
        // A round names each answer once: its saves can go in any order.
        Promise.all(batch.map((save) => this.saveAlone(save))),
      );
      round.forEach((index, position) => (results[index] = rows[position]));
    }
    return results;
  }

  private saveAlone(save: TextSave): Promise<AnswerRow | undefined | Error> {
    return this.saveTextsIfOpen([save]).then(([row]) => row, failedCall);
  }

  /**
   * The saves, each row answered at its save's position (undefined where nothing was saved). No
   * two may name the same answer. The attempts are share-locked, so a submit (which locks its
   * attempt for update) waits for the statement. An attempt a submit or another change holds is
   * skipped, not waited for: the crowd's statement does not wait for one student, whose save is
   * then made (or refused) by the caller's locked way.
   */
  async saveTextsIfOpen(saves: readonly TextSave[], tx?: Tx): Promise<(AnswerRow | undefined)[]> {
    const asked = sql.join(
      saves.map(
        (save) =>
          sql`(${save.student.institutionId}::uuid, ${save.student.studentId}::uuid, ${save.sessionId}::uuid, ${save.questionId}::uuid, ${save.answerText}::text, ${save.now.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    // Drizzle's insert-from-select must list every column of the table, so this one is written
    // out; the SQL snapshot pins it to the schema. Each save's scope is its join to the attempt:
    // the student's own, of the student's institution.
    const { rows } = await this.db(tx).execute<
      Omit<AnswerRow, 'updatedAt'> & { sessionId: string; updatedAt: string }
    >(sql`
      insert into answers (session_id, question_id, marks_allocated, answer_text, updated_at)
      select ${practiceSessions.id}, ${questions.id}, ${questions.marks}, asked.answer_text,
             asked.saved_at
        from (values ${asked})
             as asked (institution_id, student_id, session_id, question_id, answer_text, saved_at)
        join ${practiceSessions}
          on ${practiceSessions.id} = asked.session_id
         and ${practiceSessions.institutionId} = asked.institution_id
         and ${practiceSessions.userId} = asked.student_id
        join ${questions}
          on ${questions.paperId} = ${practiceSessions.paperId} and ${questions.id} = asked.question_id
       where ${eq(practiceSessions.status, 'in_progress')}
         and (${practiceSessions.deadlineAt} is null or ${practiceSessions.deadlineAt} > asked.saved_at)
       order by ${practiceSessions.id}, ${questions.id}
         for share of ${practiceSessions} skip locked
      on conflict (session_id, question_id)
      do update set answer_text = excluded.answer_text, updated_at = excluded.updated_at
      returning session_id as "sessionId", question_id as "questionId",
                answer_text as "answerText", image_paths as "imagePaths", updated_at as "updatedAt"`);
    const saved = new Map(
      rows.map(({ sessionId, ...row }) => [answerKey({ sessionId, questionId: row.questionId }), row]),
    );
    return saves.map((save) => {
      const row = saved.get(answerKey(save));
      // Both drivers hand a raw statement's timestamps over as text.
      return row && { ...row, updatedAt: new Date(row.updatedAt) };
    });
  }

  /** Creates the answer or changes the fields given; the one row per question makes it idempotent. */
  async upsert(
    _scope: TenantScope,
    values: {
      sessionId: string;
      questionId: string;
      marksAllocated: number;
      answerText?: string | null;
      imagePaths?: string[];
      submittedAt?: Date;
    },
    tx: Tx,
  ): Promise<AnswerRow> {
    const changes = {
      ...(values.answerText === undefined ? {} : { answerText: values.answerText }),
      ...(values.imagePaths === undefined ? {} : { imagePaths: values.imagePaths }),
      updatedAt: new Date(),
    };
    const [row] = await this.db(tx)
      .insert(answers)
      .values(values)
      .onConflictDoUpdate({ target: [answers.sessionId, answers.questionId], set: changes })
      .returning(answerColumns);
    return row!;
  }

  /** Answers for many questions at once (a teacher's upload), each with its pages. */
  async insertMany(
    _scope: TenantScope,
    rows: {
      sessionId: string;
      questionId: string;
      marksAllocated: number;
      imagePaths: string[];
      submittedAt: Date;
      /** Read before evaluation (a scanned booklet's text), with the doubts its reading raised. */
      transcription?: string;
      reviewReasons?: ReviewReason[];
    }[],
    tx: Tx,
  ) {
    if (rows.length === 0) return;
    await this.db(tx).insert(answers).values(rows);
  }

  /**
   * What a run marks: every question of the attempt's paper in order, with the attempt's answer to
   * it (and its state) if any.
   */
  async forMarking(scope: TenantScope, sessionId: string, tx?: Tx) {
    return questionsOfAttempt(this.db(tx), scope, sessionId, {
        ...questionWithGuide,
        language: questions.language,
        answerId: answers.id,
        answerText: answers.answerText,
        imagePaths: answers.imagePaths,
        transcription: answers.transcription,
        marksAwarded: answers.marksAwarded,
        evaluatorMarksAwarded: answers.evaluatorMarksAwarded,
        feedback: answers.feedback,
        evaluator: answers.evaluator,
        evaluatorModel: answers.evaluatorModel,
        reviewReasons: answers.reviewReasons,
        overriddenAt: answers.overriddenAt,
        releasedAt: answers.releasedAt,
      });
  }

  /**
   * For each question, the latest PEER_ANSWERS_PER_QUESTION texts (typed, else transcribed) that
   * other submitted attempts of the institution gave to it.
   */
  async peerAnswers(
    scope: TenantScope,
    options: { excludeSessionId: string; questionIds: readonly string[] },
    tx?: Tx,
  ): Promise<Map<string, string[]>> {
    const peers = new Map<string, string[]>();
    if (options.questionIds.length === 0) return peers;
    const db = this.db(tx);
    const text = sql<string>`coalesce(nullif(trim(${answers.answerText}), ''), ${answers.transcription})`;
    const ranked = db
      .select({
        questionId: answers.questionId,
        text: text.as('text'),
        rank: sql<number>`row_number() over (partition by ${answers.questionId} order by ${answers.submittedAt} desc nulls last, ${answers.id})`.as(
          'rank',
        ),
      })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(
        institutionAnswers(
          scope,
          ne(practiceSessions.id, options.excludeSessionId),
          ne(practiceSessions.status, 'in_progress'),
          inArray(answers.questionId, [...options.questionIds]),
          sql`${text} is not null`,
        ),
      )
      .as('ranked');
    const rows = await db
      .select({ questionId: ranked.questionId, text: ranked.text })
      .from(ranked)
      .where(sql`${ranked.rank} <= ${PEER_ANSWERS_PER_QUESTION}`);
    for (const row of rows)
      peers.set(row.questionId, [...(peers.get(row.questionId) ?? []), row.text]);
    return peers;
  }

  /**
   * One statement for a run's answers not yet released (the caller holds the run's hold on the
   * attempt): unanswered questions get a row too (0 marks, with feedback saying so). A teacher's
   * decision is kept: marks_awarded stays, the machine's result is refreshed beside it.
   */
  async saveUnreleased(_scope: TenantScope, rows: NewAnswer[], tx: Tx) {
    if (rows.length === 0) return;
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await this.db(tx)
      .insert(answers)
      .values(rows)
      .onConflictDoUpdate({
        target: [answers.sessionId, answers.questionId],
        set: {
          transcription: excluded('transcription'),
          evaluator: excluded('evaluator'),
          evaluatorModel: excluded('evaluator_model'),
          evaluatorMarksAwarded: excluded('evaluator_marks_awarded'),
          suggestedMarks: excluded('suggested_marks'),
          confidence: excluded('confidence'),
          reviewReasons: excluded('review_reasons'),
          secondOpinion: excluded('second_opinion'),
          feedback: excluded('feedback'),
          marksAllocated: excluded('marks_allocated'),
          marksAwarded: sql`case when ${answers.overriddenAt} is null then excluded.marks_awarded else ${answers.marksAwarded} end`,
          releasedAt: excluded('released_at'),
          pending: null,
          updatedAt: new Date(),
        },
        // A row released since this run read it (a teacher's release) is not the run's to change.
        setWhere: sql`${answers.releasedAt} is null`,
      });
  }

  /** A re-run's result for an answer its student already sees: kept aside for a teacher. */
  async setPending(scope: TenantScope, answerId: string, pending: PendingResult | null, tx: Tx) {
    const db = this.db(tx);
    await db
      .update(answers)
      .set({ pending })
      .where(and(eq(answers.id, answerId), answersIn(db, scope)));
  }
}
