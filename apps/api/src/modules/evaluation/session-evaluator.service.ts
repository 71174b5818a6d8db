import { Inject, Injectable, Logger } from '@nestjs/common';
import type { InterfaceLanguage, ReviewReason } from '@markwise/contract';
import {
  sentencesFor,
  toStructuredFeedback,
  type EvaluationInput,
  type Evaluator,
} from '@markwise/evaluator';
import type { NewAnswer } from '@markwise/db';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { SYSTEM_SCOPE, type TenantScope } from '../../data/scope.js';
import { AnswersRepository, type QuestionWork } from '../../data/sessions/answers.repository.js';
import { AttemptsRepository, type SessionRow } from '../../data/sessions/attempts.repository.js';
import { EvaluationRunsRepository } from '../../data/sessions/evaluation-runs.repository.js';
import { MarksRepository } from '../../data/sessions/marks.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { indianScriptReasons } from './providers/ocr/indian-script-handwriting.js';
import type { ProviderResult } from './providers/openai/openai-evaluator.js';
import {
  EVALUATOR,
  TRANSCRIBER,
  type PageReading,
  type Transcriber,
} from './providers/provider-tokens.js';
import {
  meanConfidence,
  OCR_REASON_CODES,
  ocrReasons,
  proposalFor,
  releasesAtOnce,
  uniqueReasons,
} from './review-rules.js';
import { clampMarks } from './session-results.js';
import { SessionSettlement } from './session-settlement.js';
import { studentLanguage } from './student-language.js';
import { SuggestionAnchors } from './suggestion-anchors.js';
import { OBJECT_STORE, type ObjectStore } from '../uploads/storage/object-store.js';

/** Thrown inside the sealing transaction to roll it back when another run sealed first. */
class RunSuperseded extends Error {}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** One question's machine result, before teachers' anchors turn its mark into a suggestion. */
export type Marked = {
  row: QuestionWork;
  input: EvaluationInput;
  text: string;
  transcription: string | null;
  result: ProviderResult;
  answered: boolean;
};

/**
 * Evaluates one session: transcribe, mark each answer (comparing it with the class's answers),
 * then, in one transaction sealed by the run's hold on the session: re-calibrate each mark with
 * teachers' marks on the question, write the answers not yet released (released ones get a
 * proposal instead), release what the level's policy lets through, and settle the session
 * (evaluated with totals, progress and XP, or in review).
 */
@Injectable()
export class SessionEvaluator {
  private readonly logger = new Logger('Evaluation');

  constructor(
    private readonly transactions: Transactions,
    @Inject(CONFIG) private readonly config: RuntimeConfig,
    @Inject(EVALUATOR) private readonly evaluator: Evaluator,
    @Inject(TRANSCRIBER) private readonly transcriber: Transcriber,
    private readonly attempts: AttemptsRepository,
    private readonly runs: EvaluationRunsRepository,
    private readonly answers: AnswersRepository,
    private readonly marks: MarksRepository,
    private readonly papers: PapersRepository,
    private readonly users: UsersRepository,
    private readonly anchors: SuggestionAnchors,
    private readonly settlement: SessionSettlement,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  /**
   * Runs `run` of the session. Returns 'skipped' when the claim fails (already evaluated, or a
   * newer run owns it). On an error the session stays 'evaluating' so the job's retry can reclaim
   * it, unless this was the last attempt: then it is 'failed' with the reason.
   */
  async evaluate(
    sessionId: string,
    run: number,
    lastAttempt: boolean,
  ): Promise<'evaluated' | 'skipped' | 'failed'> {
    try {
      // A job names the attempt, not its institution: claimed and read by id alone.
      if (!(await this.runs.claim(SYSTEM_SCOPE, sessionId, run))) return 'skipped';
      const session = await this.attempts.findSession(SYSTEM_SCOPE, sessionId);
      if (!session) return 'skipped';
      const sealed = await this.mark(session, run);
      return sealed ? 'evaluated' : 'skipped';
    } catch (error) {
      const reason = `Evaluation failed: ${error instanceof Error ? error.message : String(error)}`;
      this.logger.warn(`${sessionId} run ${run}: ${reason}${lastAttempt ? '' : ' (will retry)'}`);
      if (!lastAttempt) throw error;
      await this.runs.markFailed(SYSTEM_SCOPE, sessionId, run, reason);
      return 'failed';
    }
  }

  /** From the claim on, the attempt's own institution scopes every statement. */
  private async mark(session: SessionRow, run: number): Promise<boolean> {
    const scope: TenantScope = { institutionId: session.institutionId };
    const rows = await this.answers.forMarking(scope, session.id);
    const peers = await this.answers.peerAnswers(scope, {
      excludeSessionId: session.id,
      questionIds: rows.map((row) => row.questionId),
    });
    const feedbackLanguage = await studentLanguage(this.users, scope, session.userId);
    const marked = await Promise.all(
      rows.map((row) =>
        this.markQuestion(row, { peers: peers.get(row.questionId) ?? [], feedbackLanguage }),
      ),
    );
    try {
      await this.transactions.run(async (tx) => {
        if (!(await this.runs.holdRun(scope, session.id, run, tx))) throw new RunSuperseded();
        await this.papers.lockQuestions(
          scope,
          rows.map((row) => row.questionId),
          tx,
        );
        const now = new Date();
        const unreleased: NewAnswer[] = [];
        for (const item of marked) {
          const answer = await this.toAnswer(scope, session, item, now, tx);
          if (item.row.releasedAt === null) {
            unreleased.push(answer);
          } else if (item.row.answerId) {
            await this.answers.setPending(
              scope,
              item.row.answerId,
              proposalFor(item.row, answer, now),
              tx,
            );
          }
        }
        await this.answers.saveUnreleased(scope, unreleased, tx);
        await this.settlement.settle(scope, session, tx);
      });
      return true;
    } catch (error) {
      if (error instanceof RunSuperseded) return false;
      throw error;
    }
  }

  /** The answer row a run writes: the suggestion after anchors, and its release under the policy. */
  private async toAnswer(
    scope: TenantScope,
    session: SessionRow,
    item: Marked,
    now: Date,
    tx: Tx,
  ): Promise<NewAnswer> {
    const { row, result } = item;
    const machineMarks = clampMarks(result.marksAwarded, row.marks);
    let suggestion = machineMarks;
    if (item.answered && item.text) {
      const anchors = await this.marks.anchorsOf(
        scope,
        { questionId: row.questionId, except: session.id },
        tx,
      );
      suggestion = this.anchors.suggest(
        { id: row.questionId, text: row.text, marks: row.marks },
        { text: item.text, machineMarks },
        anchors,
      );
    }
    const decided = row.overriddenAt !== null;
    const release = releasesAtOnce(session.releasePolicy, {
      confidence: result.confidence,
      decided,
    });
    return {
      sessionId: session.id,
      questionId: row.questionId,
      marksAllocated: row.marks,
      transcription: item.transcription,
      marksAwarded: decided ? (row.marksAwarded ?? 0) : suggestion,
      evaluatorMarksAwarded: machineMarks,
      suggestedMarks: suggestion,
      confidence: result.confidence,
      reviewReasons: result.reviewReasons,
      secondOpinion: result.secondOpinion ?? null,
      evaluator: item.answered ? result.evaluator : 'none',
      evaluatorModel: item.answered ? (result.model ?? null) : null,
      feedback: toStructuredFeedback([
        { input: item.input, result: { ...result, marksAwarded: suggestion } },
      ]),
      releasedAt: release ? now : null,
    };
  }

  /**
   * One answer of the attempt marked again from a transcription a teacher corrected: no OCR, and
   * none of a reading's doubts (a teacher read the pages). Undefined without such a question.
   */
  async markFromTranscription(
    scope: TenantScope,
    ids: { sessionId: string; questionId: string },
    transcription: string,
  ): Promise<Marked | undefined> {
    const row = (await this.answers.forMarking(scope, ids.sessionId)).find(
      (each) => each.questionId === ids.questionId,
    );
    const session = await this.attempts.findSession(scope, ids.sessionId);
    if (!row || !session) return undefined;
    const peers = await this.answers.peerAnswers(scope, {
      excludeSessionId: ids.sessionId,
      questionIds: [ids.questionId],
    });
    return this.markQuestion(row, {
      peers: peers.get(ids.questionId) ?? [],
      feedbackLanguage: await studentLanguage(this.users, scope, session.userId),
      given: { text: transcription, reasons: [] },
    });
  }

  /** The row of an answer marked again for a teacher, who decides it: never released here. */
  async waitingAnswer(
    scope: TenantScope,
    session: SessionRow,
    item: Marked,
    now: Date,
    tx: Tx,
  ): Promise<NewAnswer> {
    return { ...(await this.toAnswer(scope, session, item, now, tx)), releasedAt: null };
  }

  private async markQuestion(
    row: QuestionWork,
    options: {
      peers: string[];
      feedbackLanguage: InterfaceLanguage;
      /** A teacher's reading, in place of the pages'. */
      given?: { text: string; reasons: ReviewReason[] };
    },
  ): Promise<Marked> {
    const { peers, feedbackLanguage, given } = options;
    const reading = given ?? (await this.transcribe(row));
    const typed = row.answerText?.trim() ?? '';
    const transcription = reading.text;
    const text = [typed, transcription?.trim() ?? ''].filter(Boolean).join('\n\n');
    const input: EvaluationInput = {
      questionNumber: row.number,
      question: row.text,
      modelAnswer: row.modelAnswer,
      rubric: row.rubric,
      maxMarks: row.marks,
      answer: text,
      language: row.language,
      acceptedAnswers: row.acceptedAnswers,
      peerAnswers: peers,
      feedbackLanguage,
    };
    const answered = Boolean(text) || reading.reasons.length > 0;
    const say = sentencesFor(feedbackLanguage);
    const result: ProviderResult = text
      ? await this.evaluator.evaluate(input)
      : {
          marksAwarded: 0,
          feedback: answered ? say.unreadablePages : say.notAnswered,
          improvementSuggestion: answered ? say.writeClearly : say.attemptEvery,
          coveredPoints: [],
          missingPoints: [],
          confidence: 'confident',
          reviewReasons: [],
          evaluator: 'none',
        };
    // The reading's doubts are added to whatever the evaluator said.
    const reasons = uniqueReasons([...reading.reasons, ...result.reviewReasons]);
    return {
      row,
      input,
      text,
      transcription,
      answered,
      result: {
        ...result,
        reviewReasons: reasons,
        confidence: reasons.length > 0 ? 'needs_review' : result.confidence,
      },
    };
  }

  /**
   * Reads the handwritten pages once; a stored transcription (from an earlier run) is reused with
   * the doubts its reading raised then.
   */
  private async transcribe(
    row: QuestionWork,
  ): Promise<{ text: string | null; reasons: ReviewReason[] }> {
    const paths = row.imagePaths ?? [];
    // An earlier run's reading, or a scanned booklet's (read and split before its attempt existed).
    if (row.transcription !== null) {
      const kept = (row.reviewReasons ?? []).filter((reason) => OCR_REASON_CODES.has(reason.code));
      return { text: row.transcription, reasons: kept };
    }
    if (paths.length === 0) return { text: null, reasons: [] };
    // The paper's language (the OCR adds English; OCR_LANGUAGES when it has no data for it).
    const languages = [row.language];
    // Every page at once: the transcriber's pool decides how many are read in parallel.
    const pages: PageReading[] = await Promise.all(
      paths.map(async (path) => {
        const extension = path.split('.').pop()?.toLowerCase() ?? '';
        const mimeType = MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
        const page = await this.transcriber.transcribe({
          page: path,
          read: once(() => this.readPage(path)),
          mimeType,
          languages,
        });
        return { ...page, text: page.text.trim() };
      }),
    );
    const text = pages
      .map((page) => page.text)
      .filter(Boolean)
      .join('\n\n');
    const reasons = [
      ...ocrReasons(
        { pages: pages.length, text, confidence: meanConfidence(pages) },
        this.config.OCR_REVIEW_CONFIDENCE,
      ),
      ...indianScriptReasons(pages),
    ];
    return { text, reasons };
  }

  /** A page from the shared store, so a worker on another machine reads what the API stored. */
  private async readPage(key: string): Promise<Buffer> {
    const bytes = await this.store.get(key);
    // Thrown, not skipped: the job fails and is retried, and then marked failed, as for any error.
    if (!bytes) throw new Error(`answer photo ${key} is missing from storage`);
    return bytes;
  }
}

/** `read` called at most once: a fallback reader given the same page does not fetch it again. */
function once(read: () => Promise<Buffer>): () => Promise<Buffer> {
  let bytes: Promise<Buffer> | undefined;
  return () => (bytes ??= read());
}
