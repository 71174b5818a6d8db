import { Injectable } from '@nestjs/common';
import {
  ATTEMPT_MESSAGES,
  startRefusal,
  type AttemptLevel,
  type AttemptSession,
  type StartAttemptRequest,
  type StudentSummary,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, forbidden, notFound } from '../../common/errors/domain-errors.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { readerOf, SYSTEM_SCOPE, studentOf, tenantOf, type TenantScope } from '../../data/scope.js';
import { AnswersRepository } from '../../data/sessions/answers.repository.js';
import { AttemptsRepository, type SessionRow } from '../../data/sessions/attempts.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { EvaluationQueue } from '../evaluation/evaluation-queue.js';
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
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly answers: AnswersRepository,
    private readonly levelsOfCatalogue: LevelsRepository,
    private readonly papers: PapersRepository,
    private readonly users: UsersRepository,
    private readonly signer: ImageUrlSigner,
    private readonly queue: EvaluationQueue,
  ) {}

  /** Three queries whatever the number of levels: levels, the student's attempts, their XP. */
  async levels(caller: AuthUser): Promise<{ xp: number; levels: AttemptLevel[] }> {
    const now = new Date();
    const student = studentOf(caller);
    const [rows, summaries, xp] = await Promise.all([
      this.levelsOfCatalogue.listSittable(student),
      this.attempts.summariesByLevel(student, now),
      this.users.xpOf(student),
    ]);
    const byLevel = new Map(summaries.map((summary) => [summary.levelId, summary]));
    return {
      xp,
      levels: rows.map((row) => toAttemptLevel(row, xp, byLevel.get(row.levelId), now)),
    };
  }

  /** The student dashboard's figures: three queries whatever the student's history. */
  async summary(caller: AuthUser): Promise<StudentSummary> {
    const student = studentOf(caller);
    const [levels, sessions, xp] = await Promise.all([
      this.levelsOfCatalogue.listSittable(student),
      this.attempts.history(student),
      this.users.xpOf(student),
    ]);
    return studentSummary(levels, sessions, xp);
  }

  /**
   * Starts an attempt, or returns the one still open on the level (`created` false), so a double
   * click or a retried request never starts two. Attempts left open past their deadline are
   * submitted first: what was saved in time gets evaluated rather than lost.
   */
  async start(
    caller: AuthUser,
    { levelId }: StartAttemptRequest,
  ): Promise<{ created: boolean; session: AttemptSession }> {
    const now = new Date();
    const student = studentOf(caller);
    const { sessionId, created, expired } = await this.transactions.run(async (tx) => {
      // Locking the student serialises their starts: two at once cannot both insert.
      const locked = await this.users.lockStudent(student, tx);
      if (!locked) throw notFound('Student not found');
      const level = await this.levelsOfCatalogue.findSittable(student, levelId, tx);
      if (!level) throw notFound('Exam level not found');
      if (locked.xp < level.xpRequired) {
        const needed = level.xpRequired - locked.xp;
        throw forbidden(`This level is locked: you need ${needed} more XP to unlock it`);
      }
      const previous = await this.attempts.onLevel(student, levelId, tx);
      const open = previous.filter((session) => session.status === 'in_progress');
      const resumable = open.find((session) => !isExpired(session, now));
      if (resumable) return { sessionId: resumable.id, created: false, expired: [] };
      const refusal = startRefusal(level, previous.length, now);
      if (refusal) throw forbidden(refusal);
      const expiredIds = open.map((session) => session.id);
      for (const session of open) {
        await this.attempts.submit(student, session.id, session.deadlineAt ?? now, tx);
      }
      const id = await this.attempts.insert(
        student,
        {
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
    // A new attempt has no answers to read back: a crowd starting an exam saves a statement each.
    return { created, session: await this.view(caller, sessionId, { unanswered: created }) };
  }

  /** The owning student, or an admin of the institution (read only). */
  async view(
    caller: AuthUser,
    sessionId: string,
    { unanswered = false } = {},
  ): Promise<AttemptSession> {
    const session = await this.findVisible(caller, sessionId);
    const scope = tenantOf(caller);
    const [{ header: paper, questions }, answers] = await Promise.all([
      this.papers.sittingOf(scope, session.paperId),
      unanswered ? [] : this.answers.ofSession(readerOf(caller), session.id),
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
   * already queued it. Past the deadline an attempt can still be submitted: saving is what the
   * deadline stops, and what was saved in time is evaluated.
   */
  async submit(caller: AuthUser, sessionId: string): Promise<AttemptSession> {
    const student = studentOf(caller);
    await this.transactions.run(async (tx) => {
      const session = await this.attempts.findSession(student, sessionId, { lock: true, tx });
      if (!session) throw notFound('Attempt not found');
      if (session.status !== 'in_progress') throw conflict(ATTEMPT_MESSAGES.alreadySubmitted);
      await this.attempts.submit(student, session.id, new Date(), tx);
    });
    // After the commit: the queue's worker must see the attempt as submitted.
    await this.queue.enqueue(sessionId);
    return this.view(caller, sessionId);
  }

  /**
   * Submits every attempt whose time ran out, with what was saved by then, and queues it for
   * evaluation: the student's browser may be closed, and nobody else would. Returns their ids.
   * Safe on several replicas at once: each attempt is closed by whoever locks it first.
   */
  async closeExpired(options: { graceSeconds: number; limit: number }): Promise<string[]> {
    const closed = await this.transactions.run(async (tx) => {
      // Across institutions: this is the app's own housekeeping, not a caller's query.
      const expired = await this.attempts.lockExpired(
        SYSTEM_SCOPE,
        options.graceSeconds,
        options.limit,
        tx,
      );
      for (const session of expired) {
        const scope: TenantScope = { institutionId: session.institutionId };
        await this.attempts.submit(scope, session.id, session.deadlineAt ?? new Date(), tx);
      }
      return expired.map((session) => session.id);
    });
    for (const id of closed) await this.queue.enqueue(id);
    return closed;
  }

  /** Students see only their own attempts, admins those of their institution; else not found. */
  async findVisible(caller: AuthUser, sessionId: string, tx?: Tx): Promise<SessionRow> {
    const session = await this.attempts.findSession(readerOf(caller), sessionId, { tx });
    if (!session) throw notFound('Attempt not found');
    return session;
  }
}
