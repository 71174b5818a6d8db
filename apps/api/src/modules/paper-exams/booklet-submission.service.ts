import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ReviewReason } from '@markwise/contract';
import type { ScanArea, ScanPage } from '@markwise/db';
import sharp from 'sharp';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { BookletsRepository } from '../../data/paper-exams/booklets.repository.js';
import { ScansRepository } from '../../data/paper-exams/scans.repository.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { studentIn, type TenantScope } from '../../data/scope.js';
import { AnswersRepository } from '../../data/sessions/answers.repository.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions } from '../../data/transactions.js';
import { EvaluationQueue } from '../evaluation/evaluation-queue.js';
import { TRANSCRIBER, type Transcriber } from '../evaluation/providers/provider-tokens.js';
import { indianScriptReasons } from '../evaluation/providers/ocr/indian-script-handwriting.js';
import type { OcrLanguage } from '../evaluation/providers/ocr/tessdata.js';
import { meanConfidence, ocrReasons } from '../evaluation/review-rules.js';
import { UploadStorageService } from '../uploads/upload-storage.service.js';
import { bookletState } from './booklet-view.js';
import type { SubmitBookletJob } from './paper-exam-jobs.js';
import { answerArea, PAPER_SIZES, type PaperSize } from './booklet-layout.js';
import { ScanFiles } from './scan-files.js';
import { splitAnswers, type SplitResult } from './split-answers.js';

/**
 * The answer area's printed border is cut off before reading: OCR reads a rule beside a letter as
 * part of it ("(01." for "Q1."). 6 px at 150 dpi is 3 pt, well inside the margin students leave.
 */
const BORDER_INSET_PX = 6;

const inside = (area: ScanArea, inset: number): ScanArea => ({
  left: area.left + inset,
  top: area.top + inset,
  width: Math.max(1, area.width - 2 * inset),
  height: Math.max(1, area.height - 2 * inset),
});

/**
 * The student's writing made plain for OCR: speckle removed, the faint printed rules (light grey)
 * and the scanner's grey turned white. Without this a blank ruled page reads as a line of noise.
 * (Read at twice the size, pages took 1.6 to 2.3 times as long with no better text.)
 */
/** The answer area of a scan that is the whole page (a scanner's), by the page's proportions. */
async function wholePageArea(bytes: Buffer, paperSize: PaperSize): Promise<ScanArea> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const page = PAPER_SIZES[paperSize];
  const area = answerArea(paperSize);
  const scaleX = width / page.width;
  const scaleY = height / page.height;
  return {
    left: Math.round(area.left * scaleX),
    top: Math.round(area.top * scaleY),
    width: Math.round(area.width * scaleX),
    height: Math.round(area.height * scaleY),
  };
}

async function forOcr(bytes: Buffer, area: ScanArea): Promise<Buffer> {
  const image = sharp(bytes).extract(area);
  return (
    image
      .greyscale()
      // A page shot in poor light is stretched to paper white and ink black first.
      .normalise()
      .median(3)
      .threshold(INK_BELOW)
      .png()
      .toBuffer()
  );
}

/** Pen and pencil read darker than this; the printed rules (80% grey, 204) and paper lighter. */
const INK_BELOW = 175;

/** The cover carries the student's details and the questions, never answers. */
const COVER_PAGE = 1;

/** A page read, with its image's bytes (stored again as the attempt's photo). */
type PageReading = {
  page: ScanPage;
  bytes: Buffer;
  text: string;
  confidence?: number;
  ocrLanguages?: readonly OcrLanguage[];
};

/**
 * A booklet whose pages are in becomes its student's attempt at the level: the answer area of
 * each page is read, the text split into answers by the question numbers the student wrote, and
 * the attempt created submitted with each answer's pages as its photos and its reading stored (the
 * evaluation reuses it), with the scan's doubts as review reasons. Then it is queued for marking.
 */
@Injectable()
export class BookletSubmission {
  private readonly logger = new Logger('BookletSubmission');

  constructor(
    private readonly transactions: Transactions,
    @Inject(CONFIG) private readonly config: RuntimeConfig,
    @Inject(TRANSCRIBER) private readonly transcriber: Transcriber,
    private readonly booklets: BookletsRepository,
    private readonly scans: ScansRepository,
    private readonly levels: LevelsRepository,
    private readonly papers: PapersRepository,
    private readonly users: UsersRepository,
    private readonly attempts: AttemptsRepository,
    private readonly answers: AnswersRepository,
    private readonly files: ScanFiles,
    private readonly storage: UploadStorageService,
    private readonly evaluation: EvaluationQueue,
  ) {}

  async submit(job: SubmitBookletJob): Promise<void> {
    const scope: TenantScope = { institutionId: job.institutionId };
    const booklet = await this.booklets.find(scope, job.bookletId);
    if (!booklet?.studentId) return;
    const state = bookletState(booklet);
    if (state !== 'complete') return;
    const level = await this.levels.findSittable(scope, booklet.levelId);
    if (!level) return;
    const questions = await this.papers.sheetOf(scope, level.paperId);
    const pages = (await this.scans.matchedOf(scope, booklet.id)).filter(
      (page) => page.pageNumber !== COVER_PAGE,
    );
    // The paper's languages: the reader adds English, or uses OCR_LANGUAGES for one it has no
    // model of (resolveLanguages, the one place of that rule).
    const languages = [...new Set(questions.map((question) => question.language))];
    const readings = await Promise.all(
      pages.map((page) => this.readPage(page, { languages, paperSize: booklet.paperSize })),
    );
    const split = splitAnswers(
      readings.map((reading) => ({ page: reading.page.pageNumber!, text: reading.text })),
      questions.map((question) => question.number),
    );
    const missing = Array.from({ length: booklet.pageCount }, (_, index) => index + 1).filter(
      (page) => !booklet.pagesIn.includes(page),
    );

    const sessionId = randomUUID();
    // Each page stored once with the attempt's photos; every answer on it shows it.
    const stored = await this.storage.savePrivateImages({
      folder: 'answers',
      ownerId: sessionId,
      images: readings.map((reading) => ({
        bytes: reading.bytes,
        mime: 'image/png',
        ext: 'png',
        name: `page-${reading.page.pageNumber}.png`,
      })),
    });
    const keyOfPage = new Map(
      readings.map((reading, index) => [reading.page.pageNumber!, stored[index]!.key]),
    );
    const unassignedPages = [...new Set(split.unassigned.flatMap((part) => part.pages))].sort(
      (a, b) => a - b,
    );
    const onNoAnswer = readings
      .map((reading) => reading.page)
      .filter((page) => !split.answers.some((answer) => answer.pages.includes(page.pageNumber!)));
    const shared = [...sharedReasons(split, missing), ...scanReasons(onNoAnswer)];
    const now = new Date();
    try {
      const created = await this.transactions.run(async (tx) => {
        const student = studentIn(scope, booklet.studentId!);
        if (!(await this.users.lockStudent(student, tx))) return false;
        // Once: a second run of the job (or a retry) finds the attempt made.
        const locked = await this.booklets.lock(scope, booklet.id, tx);
        if (!locked || locked.sessionId || locked.studentId !== student.studentId) return false;
        const previous = await this.attempts.onLevel(student, level.levelId, tx);
        await this.attempts.insert(
          scope,
          {
            id: sessionId,
            userId: student.studentId,
            levelId: level.levelId,
            paperId: level.paperId,
            status: 'submitted',
            startTime: now,
            deadlineAt: now,
            submittedAt: now,
            endTime: now,
            marksAllocated: level.maxMarks,
            attemptNumber: previous.length + 1,
            uploadedBy: booklet.printedBy,
          },
          tx,
        );
        await this.answers.insertMany(
          scope,
          questions.map((question) => {
            const answer = split.answers.find((found) => found.questionNumber === question.number);
            const answerPages = answer?.pages ?? [];
            const onPages = readings.filter((reading) =>
              answerPages.includes(reading.page.pageNumber!),
            );
            return {
              sessionId,
              questionId: question.id,
              marksAllocated: question.marks,
              // Pages of text under no question go with every answer, for the teacher to place.
              imagePaths: [...new Set([...answerPages, ...unassignedPages])].flatMap(
                (page) => keyOfPage.get(page) ?? [],
              ),
              submittedAt: now,
              transcription: answer?.text ?? '',
              reviewReasons: [
                ...this.readingReasons(answer, onPages),
                ...scanReasons(onPages.map((reading) => reading.page)),
                ...shared,
              ],
            };
          }),
          tx,
        );
        await this.booklets.setSession(scope, booklet.id, sessionId, tx);
        return true;
      });
      if (!created) {
        await this.storage.removePrivate(stored.map((image) => image.key));
        return;
      }
    } catch (error) {
      await this.storage.removePrivate(stored.map((image) => image.key));
      throw error;
    }
    this.logger.log(`Booklet ${booklet.number} became attempt ${sessionId}`);
    await this.evaluation.enqueue(sessionId);
  }

  /** The student's writing only: the page's answer area, cut out by where its code was found. */
  private async readPage(
    page: ScanPage,
    options: { languages: string[]; paperSize: PaperSize },
  ): Promise<PageReading> {
    const { languages, paperSize } = options;
    const bytes = await this.files.readPage(page.imageKey);
    if (!bytes) throw new Error(`scan page ${page.imageKey} is missing from storage`);
    // A page placed by hand had no readable code to find its area by: taken as a whole page.
    const found = page.answerArea ?? (await wholePageArea(bytes, paperSize));
    const area = inside(found, BORDER_INSET_PX);
    const reading = await this.transcriber.transcribe({
      page: page.imageKey,
      read: () => forOcr(bytes, area),
      mimeType: 'image/png',
      languages,
    });
    return {
      page,
      bytes,
      text: reading.text,
      confidence: reading.confidence,
      ocrLanguages: reading.ocrLanguages,
    };
  }

  private readingReasons(
    answer: SplitResult['answers'][number] | undefined,
    pages: readonly PageReading[],
  ): ReviewReason[] {
    if (!answer) return [];
    return [
      ...ocrReasons(
        { pages: pages.length, text: answer.text, confidence: meanConfidence(pages) },
        this.config.OCR_REVIEW_CONFIDENCE,
      ),
      ...indianScriptReasons(pages),
    ];
  }
}

/** A blurry, dark or cut-off page under an answer: its reading cannot be trusted on its own. */
function scanReasons(pages: readonly ScanPage[]): ReviewReason[] {
  const poor = pages.filter(
    (page) => page.quality.blurry || page.quality.dark || page.quality.cutOff,
  );
  if (poor.length === 0) return [];
  const described = poor.map((page) => {
    const problems = [
      page.quality.blurry && 'blurry',
      page.quality.dark && 'too dark',
      page.quality.cutOff && 'cut off',
    ].filter(Boolean);
    return `page ${page.pageNumber} is ${problems.join(' and ')}`;
  });
  return [
    {
      code: 'poor_scan',
      detail: `In the scan, ${described.join('; ')}: check the transcription against it.`,
    },
  ];
}

/** Doubts about the whole booklet, given to every answer of it. */
function sharedReasons(split: SplitResult, missing: readonly number[]): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (missing.length > 0) {
    reasons.push({
      code: 'pages_missing',
      detail: `Booklet page${missing.length === 1 ? '' : 's'} ${missing.join(', ')} ${missing.length === 1 ? 'was' : 'were'} not scanned: part of this answer may be there.`,
    });
  }
  if (split.unassigned.length > 0) {
    const pages = [...new Set(split.unassigned.flatMap((part) => part.pages))];
    reasons.push({
      code: 'unassigned_text',
      detail: `Text on page${pages.length === 1 ? '' : 's'} ${pages.join(', ')} is under no question number: check which answer it belongs to.`,
    });
  }
  return reasons;
}
