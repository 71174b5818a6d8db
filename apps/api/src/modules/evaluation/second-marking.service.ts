import { Injectable } from '@nestjs/common';
import {
  AssignSecondMarkingResponse,
  BlindAnswersResponse,
  ModerationDecisionResponse,
  ModerationResponse,
  SECOND_MARKING_SAMPLE_MAX,
  SecondMarkResponse,
  type AssignSecondMarkingRequest,
  type ModerationDecisionRequest,
  type ModerationQuery,
  type SecondMarkRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { tenantOf, userOf } from '../../data/scope.js';
import { SecondMarksRepository } from '../../data/sessions/second-marks.repository.js';
import { Transactions } from '../../data/transactions.js';
import { ImageUrlSigner } from '../attempts/image-url-signer.js';
import { queuedStudent } from './queued-student.js';
import { ReviewService } from './review.service.js';

/**
 * Second marking and moderation: an admin gives another teacher a sample of a level's marked
 * answers; that teacher marks them blind to the first mark; the answers whose two marks are
 * further apart than a tolerance are listed for a teacher to decide the mark that stands.
 */
@Injectable()
export class SecondMarking {
  constructor(
    private readonly transactions: Transactions,
    private readonly samples: SecondMarksRepository,
    private readonly levels: LevelsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly review: ReviewService,
    private readonly signer: ImageUrlSigner,
  ) {}

  /** A random share of the level's marked answers (or the chosen ones) for the marker. */
  async assign(
    caller: AuthUser,
    levelId: string,
    body: AssignSecondMarkingRequest,
  ): Promise<AssignSecondMarkingResponse> {
    const scope = tenantOf(caller);
    if (!(await this.levels.findById(scope, levelId))) throw notFound('Level not found');
    const markers = await this.users.teachersOf(scope);
    const marker = markers.find((teacher) => teacher.id === body.markerId);
    if (!marker) throw invalid('markerId must be an active teacher of this institution');
    const assigned = await this.transactions.run(async (tx) => {
      const candidates = await this.samples.candidates(
        scope,
        { levelId, markerId: marker.id, questionId: body.questionId, answers: body.answers },
        tx,
      );
      const chosen =
        body.percentage === undefined
          ? candidates
          : sampleOf(candidates, Math.ceil((candidates.length * body.percentage) / 100));
      const count = await this.samples.assign(
        scope,
        chosen.slice(0, SECOND_MARKING_SAMPLE_MAX),
        { markerId: marker.id, assignedBy: caller.id },
        tx,
      );
      await this.audit.record(
        scope,
        {
          actorUserId: caller.id,
          action: 'level.second_marking_assigned',
          entityType: 'level',
          entityId: levelId,
          before: null,
          after: {
            markerId: marker.id,
            assigned: count,
            ...(body.percentage === undefined ? {} : { percentage: body.percentage }),
            ...(body.questionId ? { questionId: body.questionId } : {}),
          },
          reason: null,
        },
        tx,
      );
      return count;
    });
    return AssignSecondMarkingResponse.parse({ data: { assigned } });
  }

  /** The caller's own sample on the level: the answers alone, blind to every other mark. */
  async mine(caller: AuthUser, levelId: string): Promise<BlindAnswersResponse> {
    if (!(await this.levels.findById(tenantOf(caller), levelId))) throw notFound('Level not found');
    const rows = await this.samples.mine(userOf(caller), levelId);
    return BlindAnswersResponse.parse({
      data: rows.map((row) => ({
        id: row.id,
        question: {
          id: row.questionId,
          number: row.number,
          text: row.questionText,
          marks: row.questionMarks,
        },
        answerText: row.answerText,
        transcription: row.transcription,
        images: this.signer.urlsOf(
          { sessionId: row.sessionId, questionId: row.questionId },
          row.imagePaths,
        ),
        marks: row.marks,
      })),
    });
  }

  /** The second marker's mark on an answer of their sample, until a teacher moderates it. */
  async mark(
    caller: AuthUser,
    id: string,
    { marks, reason }: SecondMarkRequest,
  ): Promise<SecondMarkResponse> {
    const marker = userOf(caller);
    const found = await this.samples.findForMarker(marker, id);
    if (!found) throw notFound('No such answer in your sample');
    if (found.decidedAt !== null) throw conflict('This answer has been moderated already');
    if (marks > found.questionMarks) {
      throw invalid(`marks must be between 0 and ${found.questionMarks}`);
    }
    const saved = await this.samples.mark(marker, id, {
      marks,
      reason: reason || null,
      at: new Date(),
    });
    if (!saved) throw conflict('This answer has been moderated already');
    return SecondMarkResponse.parse({ data: { id, marks } });
  }

  /** The level's disagreements beyond the tolerance, the samples' counts and who may mark. */
  async moderation(
    caller: AuthUser,
    levelId: string,
    { tolerance }: ModerationQuery,
  ): Promise<ModerationResponse> {
    const scope = tenantOf(caller);
    if (!(await this.levels.findById(scope, levelId))) throw notFound('Level not found');
    const [rows, counts, markers] = await Promise.all([
      this.samples.disagreements(scope, levelId, tolerance),
      this.samples.countsOf(scope, levelId, tolerance),
      this.users.teachersOf(scope),
    ]);
    return ModerationResponse.parse({
      data: rows.map((row) => ({
        id: row.id,
        sessionId: row.sessionId,
        student: queuedStudent(row),
        question: {
          id: row.questionId,
          number: row.number,
          text: row.questionText,
          marks: row.questionMarks,
        },
        answerText: row.answerText,
        transcription: row.transcription,
        images: this.signer.urlsOf(
          { sessionId: row.sessionId, questionId: row.questionId },
          row.imagePaths,
        ),
        // No teacher's name: the machine's mark stands on the answer.
        first: { marks: row.firstMarks, reason: row.firstReason, by: row.firstBy ?? 'Evaluator' },
        second: {
          marks: row.secondMarks,
          reason: row.secondReason,
          by: row.secondBy ?? 'A former teacher',
          at: row.secondAt?.toISOString(),
        },
      })),
      markers,
      counts,
    });
  }

  /** The mark that stands after a disagreement: the answer's, recorded as the teacher's. */
  async decide(
    caller: AuthUser,
    id: string,
    { marks, reason }: ModerationDecisionRequest,
  ): Promise<ModerationDecisionResponse> {
    const scope = tenantOf(caller);
    const at = new Date();
    const decided = await this.transactions.run(async (tx) => {
      const claimed = await this.samples.decide(scope, id, at, tx);
      if (!claimed) {
        if (await this.samples.exists(scope, id, tx)) {
          throw conflict('Only a second-marked answer not yet moderated can be decided');
        }
        throw notFound('No such answer in a sample');
      }
      await this.review.markIn(
        caller,
        { sessionId: claimed.sessionId, questionId: claimed.questionId },
        { decision: 'change', marks, reason },
        'override',
        tx,
      );
      await this.audit.record(
        scope,
        {
          actorUserId: caller.id,
          action: 'answer.moderation_decision',
          entityType: 'answer',
          entityId: claimed.answerId,
          before: { first: claimed.firstMarks, second: claimed.secondMarks },
          after: { marks },
          reason,
        },
        tx,
      );
      return claimed;
    });
    await this.review.recalibrate(scope, decided.questionId);
    return ModerationDecisionResponse.parse({
      data: { id, marks, decidedAt: at.toISOString() },
    });
  }
}

/** `count` of the ids drawn at random (a partial Fisher–Yates shuffle). */
function sampleOf(ids: readonly string[], count: number): string[] {
  const pool = [...ids];
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
