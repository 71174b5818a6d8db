import { Injectable } from '@nestjs/common';
import type { TutorMode, TutorSpeaker } from '@markwise/contract';
import {
  answers,
  levels,
  practiceSessions,
  questions,
  tutorConversations,
  tutorMessages,
  users,
  type TutorWalk,
} from '@markwise/db';
import { and, asc, count, desc, eq, gte, max, sql } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { ReaderScope, StudentScope, TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { levelOfAttempt } from './attempt-joins.js';
import { answerTextOf, answerToQuestion } from './attempt-questions.js';
import { sessionOf, sessionsIn } from './session-scope.js';

/** What the tutor works from: the question with its guide, the answer and its mark, the level's key rule. */
const tutorCase = {
  sessionId: practiceSessions.id,
  answerId: answers.id,
  releasedAt: answers.releasedAt,
  marksAwarded: answers.marksAwarded,
  answerText: answerTextOf,
  questionId: questions.id,
  number: questions.number,
  questionText: questions.text,
  marks: questions.marks,
  modelAnswer: questions.modelAnswer,
  rubric: questions.rubric,
  language: questions.language,
  answerKeyRelease: levels.answerKeyRelease,
  closesAt: levels.closesAt,
};

const conversation = {
  id: tutorConversations.id,
  mode: tutorConversations.mode,
  walk: tutorConversations.walk,
  finished: tutorConversations.finished,
  createdAt: tutorConversations.createdAt,
  ...tutorCase,
};

export type TutorAnswer = NonNullable<Awaited<ReturnType<TutorConversationsRepository['answer']>>>;
export type TutorConversationRecord = NonNullable<
  Awaited<ReturnType<TutorConversationsRepository['find']>>
>;

const conversationOfAnswer = eq(tutorConversations.answerId, answers.id);

/**
 * Students' conversations with the Socratic tutor about their released answers, and their
 * messages. A conversation belongs to its answer (and goes with it); its institution is stored
 * for the teachers' lists.
 */
@Injectable()
export class TutorConversationsRepository extends Repository {
  /** The student's answer to a question of their attempt, with what the tutor needs of it. */
  async answer(student: StudentScope, ids: { sessionId: string; questionId: string }, tx?: Tx) {
    const [row] = await this.db(tx)
      .select(tutorCase)
      .from(practiceSessions)
      .innerJoin(levels, levelOfAttempt)
      .innerJoin(
        questions,
        and(eq(questions.paperId, practiceSessions.paperId), eq(questions.id, ids.questionId)),
      )
      .innerJoin(answers, answerToQuestion)
      .where(sessionOf(student, ids.sessionId));
    return row;
  }

  /**
   * Opens the answer's conversation: null when it already has one (of two opened at once, the
   * second). The caller has checked the answer is the student's.
   */
  async create(
    student: StudentScope,
    values: { answerId: string; mode: TutorMode; walk: TutorWalk | null; finished: boolean },
    tx: Tx,
  ): Promise<string | null> {
    const [row] = await this.db(tx)
      .insert(tutorConversations)
      .values({ ...values, institutionId: student.institutionId })
      .onConflictDoNothing({ target: tutorConversations.answerId })
      .returning({ id: tutorConversations.id });
    return row?.id ?? null;
  }

  /** The conversation on an answer, if the reader may see it. */
  async idOfAnswer(reader: ReaderScope, answerId: string, tx?: Tx): Promise<string | undefined> {
    const [row] = await this.db(tx)
      .select({ id: tutorConversations.id })
      .from(tutorConversations)
      .innerJoin(answers, conversationOfAnswer)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .where(and(eq(tutorConversations.answerId, answerId), sessionsIn(reader)));
    return row?.id;
  }

  /**
   * One conversation with its case, if the reader may see it (a student only their own). With
   * `lock`, the row stays locked until the caller's transaction ends, so two replies are taken
   * one after the other.
   */
  async find(reader: ReaderScope, conversationId: string, tx?: Tx, lock = false) {
    const query = this.db(tx)
      .select(conversation)
      .from(tutorConversations)
      .innerJoin(answers, conversationOfAnswer)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .innerJoin(levels, levelOfAttempt)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(and(eq(tutorConversations.id, conversationId), sessionsIn(reader)));
    const [row] = lock ? await query.for('update', { of: tutorConversations }) : await query;
    return row;
  }

  /** The conversation's messages, in the order they were written. */
  async messages(reader: ReaderScope, conversationId: string, tx?: Tx) {
    return this.db(tx)
      .select({ from: tutorMessages.from, text: tutorMessages.text, at: tutorMessages.createdAt })
      .from(tutorMessages)
      .innerJoin(tutorConversations, eq(tutorConversations.id, tutorMessages.conversationId))
      .innerJoin(answers, conversationOfAnswer)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .where(and(eq(tutorMessages.conversationId, conversationId), sessionsIn(reader)))
      .orderBy(asc(tutorMessages.createdAt), asc(tutorMessages.id));
  }

  /**
   * Adds messages (each a moment after the last, so their order survives equal clocks) and
   * records where the walk stands. The caller holds the conversation's lock, taken by `find`
   * through the student's scope.
   */
  async append(
    _student: StudentScope,
    conversationId: string,
    values: {
      messages: { from: TutorSpeaker; text: string }[];
      walk: TutorWalk | null;
      finished: boolean;
    },
    tx: Tx,
  ) {
    const now = Date.now();
    await this.db(tx)
      .insert(tutorMessages)
      .values(
        values.messages.map((message, index) => ({
          conversationId,
          ...message,
          createdAt: new Date(now + index),
        })),
      );
    await this.db(tx)
      .update(tutorConversations)
      .set({ walk: values.walk, finished: values.finished, updatedAt: new Date(now) })
      .where(eq(tutorConversations.id, conversationId));
  }

  /** How many replies the student has sent the tutor since `since`, over all their answers. */
  async studentRepliesSince(student: StudentScope, since: Date, tx?: Tx): Promise<number> {
    const [row] = await this.db(tx)
      .select({ replies: count() })
      .from(tutorMessages)
      .innerJoin(tutorConversations, eq(tutorConversations.id, tutorMessages.conversationId))
      .innerJoin(answers, conversationOfAnswer)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .where(
        and(
          eq(tutorMessages.from, 'student'),
          gte(tutorMessages.createdAt, since),
          eq(tutorConversations.institutionId, student.institutionId),
          sessionsIn(student),
        ),
      );
    return row?.replies ?? 0;
  }

  /** The level's conversations with their student and question, the latest active first. */
  async ofLevel(scope: TenantScope, levelId: string, tx?: Tx) {
    const replies = this.db(tx)
      .select({
        conversationId: tutorMessages.conversationId,
        studentReplies: sql<number>`count(*) filter (where ${tutorMessages.from} = 'student')`
          .mapWith(Number)
          .as('student_replies'),
        lastAt: max(tutorMessages.createdAt).as('last_at'),
      })
      .from(tutorMessages)
      .groupBy(tutorMessages.conversationId)
      .as('replies');
    return this.db(tx)
      .select({
        id: tutorConversations.id,
        sessionId: practiceSessions.id,
        studentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        questionId: questions.id,
        number: questions.number,
        questionText: questions.text,
        mode: tutorConversations.mode,
        finished: tutorConversations.finished,
        studentReplies: replies.studentReplies,
        startedAt: tutorConversations.createdAt,
        lastAt: replies.lastAt,
      })
      .from(tutorConversations)
      .innerJoin(answers, conversationOfAnswer)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .innerJoin(users, eq(users.id, practiceSessions.userId))
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(replies, eq(replies.conversationId, tutorConversations.id))
      .where(
        and(
          eq(tutorConversations.institutionId, scope.institutionId),
          eq(practiceSessions.institutionId, scope.institutionId),
          eq(practiceSessions.levelId, levelId),
        ),
      )
      .orderBy(desc(replies.lastAt), asc(tutorConversations.id));
  }

  /** Every conversation on the student's answers, with its messages: their data export. */
  async ofStudent(student: StudentScope, tx?: Tx) {
    const rows = await this.db(tx)
      .select({
        id: tutorConversations.id,
        answerId: tutorConversations.answerId,
        mode: tutorConversations.mode,
        finished: tutorConversations.finished,
        startedAt: tutorConversations.createdAt,
        from: tutorMessages.from,
        text: tutorMessages.text,
        at: tutorMessages.createdAt,
      })
      .from(tutorConversations)
      .innerJoin(answers, conversationOfAnswer)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .innerJoin(tutorMessages, eq(tutorMessages.conversationId, tutorConversations.id))
      .where(sessionsIn(student))
      .orderBy(
        asc(tutorConversations.createdAt),
        asc(tutorMessages.createdAt),
        asc(tutorMessages.id),
      );
    const byId = new Map<
      string,
      {
        id: string;
        answerId: string;
        mode: TutorMode;
        finished: boolean;
        startedAt: Date;
        messages: { from: TutorSpeaker; text: string; at: Date }[];
      }
    >();
    for (const { from, text, at, ...head } of rows) {
      const entry = byId.get(head.id) ?? { ...head, messages: [] };
      entry.messages.push({ from, text, at });
      byId.set(head.id, entry);
    }
    return [...byId.values()];
  }
}
