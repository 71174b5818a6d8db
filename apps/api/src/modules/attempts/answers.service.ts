import { Inject, Injectable } from '@nestjs/common';
import { ANSWER_IMAGE_FIELD, ANSWER_IMAGE_MIME_TYPES, type SavedAnswer } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { invalid, notFound } from '../../common/errors/domain-errors.js';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { studentOf } from '../../data/scope.js';
import { AnswersRepository, type AnswerRow } from '../../data/sessions/answers.repository.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { parsePrivateKey, UploadStorageService } from '../uploads/upload-storage.service.js';
import { ImageUrlSigner } from './image-url-signer.js';
import { assertAcceptsAnswers } from './session-rules.js';
import { toSavedAnswer } from './session-view.mapper.js';

type Target = { sessionId: string; questionId: string };
/** An empty string clears the typed answer. */
const textOf = (answerText: string) => (answerText.length === 0 ? null : answerText);
type AnswerChange = (current: AnswerRow | undefined) => {
  answerText?: string | null;
  imagePaths?: string[];
};

/** A student's answers to one session: typed text and photos of handwritten pages. */
@Injectable()
export class AnswersService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(CONFIG) private readonly config: RuntimeConfig,
    private readonly attempts: AttemptsRepository,
    private readonly answers: AnswersRepository,
    private readonly papers: PapersRepository,
    private readonly storage: UploadStorageService,
    private readonly signer: ImageUrlSigner,
  ) {}

  /**
   * Saving the same text twice leaves one answer; an empty string clears the text. The autosave
   * every student of an exam sends every few seconds: one statement after sign-in, reading one
   * question, not the paper. Only a refused save pays for finding out why.
   */
  async saveText(caller: AuthUser, target: Target, answerText: string): Promise<SavedAnswer> {
    const saved = await this.trySaveText(caller, target, answerText);
    if (saved) return saved;
    // Throws the refusal (404 or 409). Were it to find the attempt open after all (a deadline
    // extended meanwhile), the save goes the locked way.
    await this.writableQuestion(caller, target);
    return this.change(caller, target, () => ({ answerText: textOf(answerText) }));
  }

  /** The autosave's one statement: the saved answer, or undefined when it saved nothing. */
  async trySaveText(
    caller: AuthUser,
    target: Target,
    answerText: string,
  ): Promise<SavedAnswer | undefined> {
    const now = new Date();
    const row = await this.answers.saveTextIfOpen(
      studentOf(caller),
      target,
      textOf(answerText),
      now,
    );
    return row && toSavedAnswer(row, target.sessionId, this.signer, now);
  }

  /**
   * Adds pages to the answer. Every file is checked by content before any is stored, and the
   * stored ones are removed again if the answer cannot take them: a failure saves nothing.
   */
  async addImages(
    caller: AuthUser,
    target: Target,
    files: readonly Express.Multer.File[],
  ): Promise<SavedAnswer> {
    if (files.length === 0) throw invalid(`${ANSWER_IMAGE_FIELD}: at least one file is required`);
    // Checked first so that a request for another student's session stores nothing at all.
    await this.writableQuestion(caller, target);
    const checked = await this.storage.checkImages({
      files: files.map((file) => ({ bytes: file.buffer, name: file.originalname })),
      allowed: ANSWER_IMAGE_MIME_TYPES,
      field: ANSWER_IMAGE_FIELD,
    });
    const stored = await this.storage.savePrivateImages({
      folder: 'answers',
      ownerId: target.sessionId,
      images: checked,
    });
    try {
      return await this.change(caller, target, (current) => {
        const imagePaths = [...(current?.imagePaths ?? []), ...stored.map((image) => image.key)];
        if (imagePaths.length > this.config.ANSWER_IMAGES_MAX) {
          throw invalid(
            `${ANSWER_IMAGE_FIELD}: an answer holds at most ${this.config.ANSWER_IMAGES_MAX} pages`,
          );
        }
        return { imagePaths };
      });
    } catch (error) {
      await this.storage.removePrivate(stored.map((image) => image.key));
      throw error;
    }
  }

  /** The file goes once the answer no longer lists it. */
  async removeImage(caller: AuthUser, target: Target, imageId: string): Promise<SavedAnswer> {
    let removed: string | undefined;
    const saved = await this.change(caller, target, (current) => {
      removed = current?.imagePaths.find((key) => parsePrivateKey(key)?.id === imageId);
      if (!current || !removed) throw notFound('Image not found');
      return { imagePaths: current.imagePaths.filter((key) => key !== removed) };
    });
    await this.storage.removePrivate(removed ? [removed] : []);
    return saved;
  }

  /** `imageIds` must name every page of the answer once. */
  async reorderImages(caller: AuthUser, target: Target, imageIds: string[]): Promise<SavedAnswer> {
    return this.change(caller, target, (current) => {
      const byId = new Map(
        (current?.imagePaths ?? []).map((key) => [parsePrivateKey(key)?.id, key]),
      );
      const complete = imageIds.length === byId.size && imageIds.every((id) => byId.has(id));
      if (!complete) throw invalid('imageIds must list every image of the answer exactly once');
      return { imagePaths: imageIds.map((id) => byId.get(id)!) };
    });
  }

  /**
   * One transaction with the session locked, so a save and a submit cannot interleave: the
   * session is open and in time when the answer changes, or nothing changes.
   */
  private async change(
    caller: AuthUser,
    target: Target,
    apply: AnswerChange,
  ): Promise<SavedAnswer> {
    const student = studentOf(caller);
    const row = await this.transactions.run(async (tx) => {
      const question = await this.writableQuestion(caller, target, tx);
      const current = await this.answers.find(student, target.sessionId, target.questionId, tx);
      return this.answers.upsert(
        student,
        { ...target, marksAllocated: question.marks, ...apply(current) },
        tx,
      );
    });
    return toSavedAnswer(row, target.sessionId, this.signer, new Date());
  }

  /** The caller's own open session and a question of its paper; 404 or 409 otherwise. */
  private async writableQuestion(caller: AuthUser, target: Target, tx?: Tx) {
    const student = studentOf(caller);
    const session = await this.attempts.findSession(student, target.sessionId, {
      lock: tx !== undefined,
      tx,
    });
    if (!session) throw notFound('Attempt not found');
    const questions = await this.papers.sheetOf(student, session.paperId, tx);
    const question = questions.find((candidate) => candidate.id === target.questionId);
    if (!question) {
      throw notFound(`Question ${target.questionId} is not in this attempt's paper`);
    }
    assertAcceptsAnswers(session, new Date());
    return question;
  }
}
