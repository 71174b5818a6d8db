import { isAbsolute, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  toStructuredFeedback,
  type EvaluationInput,
  type EvaluationResult,
  type Evaluator,
} from '@markwise/evaluator';
import type { Database, NewAnswer } from '@markwise/db';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { DATABASE } from '../../database/database.module.js';
import {
  EvaluationRepository,
  type QuestionWork,
  type SessionWork,
} from './evaluation.repository.js';
import { LevelProgressRepository } from './level-progress.repository.js';
import { EVALUATOR, TRANSCRIBER, type Transcriber } from './providers/provider-tokens.js';
import {
  clampMarks,
  overallReport,
  passMarkOf,
  totalsOf,
  type QuestionResult,
} from './session-results.js';

/** Thrown inside the sealing transaction to roll it back when another run sealed first. */
class RunSuperseded extends Error {}

const NOT_ANSWERED = 'No answer was given to this question, so it earns no marks.';

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/**
 * Evaluates one session: transcribe, mark each answer, then write every result, the totals, the
 * overall report, level progress and XP in one transaction sealed by a conditional status update.
 */
@Injectable()
export class SessionEvaluator {
  private readonly logger = new Logger('Evaluation');

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(CONFIG) private readonly config: RuntimeConfig,
    @Inject(EVALUATOR) private readonly evaluator: Evaluator,
    @Inject(TRANSCRIBER) private readonly transcriber: Transcriber,
    private readonly repository: EvaluationRepository,
    private readonly progress: LevelProgressRepository,
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
      if (!(await this.repository.claim(sessionId, run))) return 'skipped';
      const session = await this.repository.findSession(sessionId);
      if (!session) return 'skipped';
      const sealed = await this.mark(session, run);
      return sealed ? 'evaluated' : 'skipped';
    } catch (error) {
      const reason = `Evaluation failed: ${error instanceof Error ? error.message : String(error)}`;
      this.logger.warn(`${sessionId} run ${run}: ${reason}${lastAttempt ? '' : ' (will retry)'}`);
      if (!lastAttempt) throw error;
      await this.repository.markFailed(sessionId, run, reason);
      return 'failed';
    }
  }

  private async mark(session: SessionWork, run: number): Promise<boolean> {
    const rows = await this.repository.questionsOf(session);
    const marked = await Promise.all(rows.map((row) => this.markQuestion(session.id, row)));
    const results: QuestionResult[] = marked.map(({ row, answer }) => ({
      number: row.number,
      // A teacher's override stands through a re-run (unless it was discarded before it).
      marksAwarded: row.overriddenAt ? (row.marksAwarded ?? 0) : (answer.marksAwarded ?? 0),
      marksAllocated: row.marks,
      answered: answer.evaluator !== 'none',
      feedback: answer.feedback ?? null,
    }));
    const totals = totalsOf(results, passMarkOf(session));
    try {
      await this.database.db.transaction(async (tx) => {
        const report = overallReport(results, totals);
        const sealed = await this.repository.sealEvaluated(
          session.id,
          run,
          { marksAwarded: totals.marksAwarded, isPass: totals.isPass, overallReport: report },
          tx,
        );
        if (!sealed) throw new RunSuperseded();
        await this.repository.saveAnswers(
          marked.map(({ answer }) => answer),
          tx,
        );
        await this.progress.recompute(session.userId, session.levelId, tx);
        if (totals.isPass) await this.progress.awardXpOnce(session.userId, session.levelId, tx);
      });
      return true;
    } catch (error) {
      if (error instanceof RunSuperseded) return false;
      throw error;
    }
  }

  private async markQuestion(sessionId: string, row: QuestionWork) {
    const transcription = await this.transcribe(row);
    const typed = row.answerText?.trim() ?? '';
    const text = [typed, transcription?.trim() ?? ''].filter(Boolean).join('\n\n');
    const input: EvaluationInput = {
      questionNumber: row.number,
      question: row.text,
      modelAnswer: row.modelAnswer,
      rubric: row.rubric,
      maxMarks: row.marks,
      answer: text,
      language: row.language,
    };
    const result: EvaluationResult = text
      ? await this.evaluator.evaluate(input)
      : {
          marksAwarded: 0,
          feedback: NOT_ANSWERED,
          improvementSuggestion: 'Attempt every question: even a partial answer can earn marks.',
          coveredPoints: [],
          missingPoints: [],
          confidence: 'confident',
          reviewReasons: [],
          evaluator: 'none',
        };
    const marks = clampMarks(result.marksAwarded, row.marks);
    const answer: NewAnswer = {
      sessionId,
      questionId: row.questionId,
      marksAllocated: row.marks,
      transcription,
      marksAwarded: marks,
      evaluatorMarksAwarded: marks,
      evaluator: text ? result.evaluator : 'none',
      evaluatorModel: text ? (result.model ?? null) : null,
      feedback: toStructuredFeedback([{ input, result: { ...result, marksAwarded: marks } }]),
    };
    return { row, answer };
  }

  /** Reads the handwritten pages once; a stored transcription (from an earlier run) is reused. */
  private async transcribe(row: QuestionWork): Promise<string | null> {
    const paths = row.imagePaths ?? [];
    if (paths.length === 0) return row.transcription ?? null;
    if (row.transcription) return row.transcription;
    const languages = this.config.OCR_LANGUAGES.split('+');
    const pages: string[] = [];
    for (const path of paths) {
      const imagePath = isAbsolute(path) ? path : join(this.config.uploadsDir, path);
      const extension = path.split('.').pop()?.toLowerCase() ?? '';
      const mimeType = MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
      pages.push((await this.transcriber.transcribe({ imagePath, mimeType, languages })).trim());
    }
    return pages.filter(Boolean).join('\n\n');
  }
}
