import { Inject, Injectable } from '@nestjs/common';
import {
  ATTEMPT_MESSAGES,
  startRefusal,
  type AttemptLevel,
  type AttemptSession,
  type StartAttemptRequest,
  type StudentSummary,
} from '@markwise/contract';
import type { Database } from '@markwise/db';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, forbidden, notFound } from '../../common/errors/domain-errors.js';
import { DATABASE, type Executor } from '../../database/database.module.js';
import { EvaluationQueue } from '../evaluation/evaluation-queue.js';
import { AnswersRepository } from './answers.repository.js';
import { AttemptsRepository, type AttemptSessionRow } from './attempts.repository.js';
import { ImageUrlSigner } from './image-url-signer.js';
import { isExpired } from './session-rules.js';
import { toAttemptLevel, toAttemptSession } from './session-view.mapper.js';
import { studentSummary } from './student-summary.js';

const MINUTE_MS = 60_000;

/** The paper's time allowed from now, cut short by the exam's close time. */
function deadlineOf(level: { timeAllowed: number; closesAt: Date | null }, now: Date): Date {
  const byTime = now.getTime() + level.timeAllowed * MINUTE_MS;
  return new Date(level.closesAt ? Math.min(byTime, level.closesAt.getTime()) : byTime);
}

@Injectable()
export class AttemptsService {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly attempts: AttemptsRepository,
    private readonly answers: AnswersRepository,
    private readonly signer: ImageUrlSigner,
    private readonly queue: EvaluationQueue,
  ) {}

  /** Three queries whatever the number of levels: levels, the student's sessions, their XP. */
  async levels(caller: AuthUser): Promise<{ xp: number; levels: AttemptLevel[] }> {
    const now = new Date();
    const [rows, summaries, xp] = await Promise.all([
      this.attempts.listLevels(caller.institutionId),
      this.attempts.sessionSummaries(caller.id, now),
      this.attempts.xpOf(caller.id),
    ]);
    const byLevel = new Map(summaries.map((summary) => [summary.levelId, summary]));
    return {
      xp,
      levels: rows.map((row) => toAttemptLevel(row, xp, byLevel.get(row.levelId), now)),
    };
  }

  /** The student dashboard's figures: three queries whatever the student's history. */
  async summary(caller: AuthUser): Promise<StudentSummary> {
    const [levels, sessions, xp] = await Promise.all([
      this.attempts.listLevels(caller.institutionId),
      this.attempts.sessionHistory(caller.id, caller.institutionId),
      this.attempts.xpOf(caller.id),
    ]);
    return studentSummary(levels, sessions, xp);
  }

  /**
   * Starts a session, or returns the one still open on the level (`created` false), so a double
   * click or a retried request never starts two. Sessions left open past their deadline are
   * submitted first: what was saved in time gets evaluated rather than lost.
   */
  async start(
    caller: AuthUser,
    { levelId }: StartAttemptRequest,
  ): Promise<{ created: boolean; session: AttemptSession }> {
    const now = new Date();
    const { sessionId, created, expired } = await this.database.db.transaction(async (tx) => {
      // Locking the student serialises their starts: two at once cannot both insert.
      const student = await this.attempts.lockStudent(caller.institutionId, caller.id, tx);
      if (!student) throw notFound('Student not found');
      const level = await this.attempts.findLevel(caller.institutionId, levelId, tx);
      if (!level) throw notFound('Exam level not found');
      if (student.xp < level.xpRequired) {
        const needed = level.xpRequired - student.xp;
        throw forbidden(`This level is locked: you need ${needed} more XP to unlock it`);
      }
      const previous = await this.attempts.sessionsOnLevel(caller.id, levelId, tx);
      const open = previous.filter((session) => session.status === 'in_progress');
      const resumable = open.find((session) => !isExpired(session, now));
      if (resumable) return { sessionId: resumable.id, created: false, expired: [] };
      const refusal = startRefusal(level, previous.length, now);
      if (refusal) throw forbidden(refusal);
      const expiredIds = open.map((session) => session.id);
      for (const session of open) {
        await this.closeSession(session.id, session.deadlineAt ?? now, tx);
      }
      const id = await this.attempts.insertSession(
        {
          institutionId: caller.institutionId,
          userId: caller.id,
          levelId,
          paperId: level.paperId,
          status: 'in_progress',
          startTime: now,
          deadlineAt: deadlineOf(level, now),
          marksAllocated: level.maxMarks,
          attemptNumber: previous.length + 1,
        },
        tx,
      );
      return { sessionId: id, created: true, expired: expiredIds };
    });
    for (const id of expired) await this.queue.enqueue(id);
    return { created, session: await this.view(caller, sessionId) };
  }

  /** The owning student, or an admin of the institution (read only). */
  async view(caller: AuthUser, sessionId: string): Promise<AttemptSession> {
    const session = await this.findVisible(caller, sessionId);
    const [paper, questions, answers] = await Promise.all([
      this.attempts.findPaper(session.paperId),
      this.attempts.questionsOf(session.paperId),
      this.answers.answersOf(session.id),
    ]);
    if (!paper) throw notFound('Attempt not found');
    return toAttemptSession({
      session,
      paper,
      questions,
      answers,
      signer: this.signer,
      now: new Date(),
    });
  }

  /**
   * Ends the attempt and queues its evaluation. A second submit is a 409: the first one has
   * already queued it. Past the deadline a session can still be submitted: saving is what the
   * deadline stops, and what was saved in time is evaluated.
   */
  async submit(caller: AuthUser, sessionId: string): Promise<AttemptSession> {
    await this.database.db.transaction(async (tx) => {
      const session = await this.attempts.findSession(
        { sessionId, institutionId: caller.institutionId, ownerId: caller.id, lock: true },
        tx,
      );
      if (!session) throw notFound('Attempt not found');
      if (session.status !== 'in_progress') throw conflict(ATTEMPT_MESSAGES.alreadySubmitted);
      await this.closeSession(session.id, new Date(), tx);
    });
    // After the commit: the queue's worker must see the session as submitted.
    await this.queue.enqueue(sessionId);
    return this.view(caller, sessionId);
  }

  /**
   * Submits every attempt whose time ran out, with what was saved by then, and queues it for
   * evaluation: the student's browser may be closed, and nobody else would. Returns their ids.
   * Safe on several replicas at once: each session is closed by whoever locks it first.
   */
  async closeExpired(options: { graceSeconds: number; limit: number }): Promise<string[]> {
    const closed = await this.database.db.transaction(async (tx) => {
      const expired = await this.attempts.lockExpired(options.graceSeconds, options.limit, tx);
      for (const session of expired) {
        await this.closeSession(session.id, session.deadlineAt ?? new Date(), tx);
      }
      return expired.map((session) => session.id);
    });
    for (const id of closed) await this.queue.enqueue(id);
    return closed;
  }

  private async closeSession(sessionId: string, at: Date, tx: Executor) {
    await this.attempts.markSubmitted(sessionId, at, tx);
    await this.answers.markSubmitted(sessionId, at, tx);
  }

  /** Students see only their own sessions, admins those of their institution; else not found. */
  async findVisible(
    caller: AuthUser,
    sessionId: string,
    tx?: Executor,
  ): Promise<AttemptSessionRow> {
    const session = await this.attempts.findSession(
      {
        sessionId,
        institutionId: caller.institutionId,
        ownerId: caller.role === 'STUDENT' ? caller.id : undefined,
      },
      tx,
    );
    if (!session) throw notFound('Attempt not found');
    return session;
  }
}
