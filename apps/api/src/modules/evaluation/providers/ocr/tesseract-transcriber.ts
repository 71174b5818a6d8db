import Tesseract from 'tesseract.js';
import type { PageReading, PageToRead, Transcriber } from '../provider-tokens.js';
import { loadPageImage } from './page-image.js';
import {
  SHIPPED_OCR_LANGUAGES,
  prepareLangPath,
  resolveLanguages,
  type OcrLanguage,
} from './tessdata.js';

export type TesseractTranscriberOptions = {
  /** Used when a call names no shipped language (from OCR_LANGUAGES). */
  defaultLanguages: OcrLanguage[];
  /** A page that takes longer is abandoned and its worker replaced (default 120 s). */
  pageTimeoutMs?: number;
  warn?: (message: string) => void;
};

type LangPath = Awaited<ReturnType<typeof prepareLangPath>>;

const WORKER_START_TIMEOUT_MS = 60_000;

/**
 * Offline OCR with tesseract.js (Tesseract 5 compiled to WebAssembly, run in a worker thread), with
 * language data from npm. Workers are started on first use, one per language set (at most 7 with
 * the three shipped languages) and reused: starting one costs ~0.3 s and ~100 MB. A worker reads one
 * page at a time; further pages queue inside it. `close()` terminates them all.
 */
export class TesseractTranscriber implements Transcriber {
  readonly name = 'tesseract';
  readonly model = 'tesseract.js-7/lstm-best-int';
  private langPath: Promise<LangPath> | undefined;
  private readonly workers = new Map<string, Promise<Tesseract.Worker>>();
  private closed = false;

  constructor(private readonly options: TesseractTranscriberOptions) {}

  async transcribe(input: PageToRead): Promise<PageReading> {
    const page = await loadPageImage(input);
    if (page.kind === 'heic') {
      // Tesseract's image library has no HEIC decoder and we ship none (libheif is LGPL, ~5 MB):
      // the page is kept and shown to the teacher, but nothing is read from it.
      this.options.warn?.(`OCR skipped ${input.page}: ${page.mime} cannot be read offline`);
      return { text: '' };
    }
    const languages = resolveLanguages(input.languages, this.options.defaultLanguages);
    const key = languages.join('+');
    const worker = await this.workerFor(key, languages);
    const timeoutMs = this.options.pageTimeoutMs ?? 120_000;
    try {
      const { data } = await withTimeout(
        worker.recognize(page.bytes),
        timeoutMs,
        'OCR of one page',
      );
      // The page's mean word confidence, 0-100: low on handwriting the model barely made out.
      return { text: tidy(data.text), confidence: data.confidence };
    } catch (error) {
      // A stuck or crashed worker must not take the next pages with it.
      if (error instanceof TimeoutError) await this.discard(key);
      throw error instanceof Error ? error : new Error(`tesseract: ${String(error)}`);
    }
  }

  /** Terminates every worker and removes the linked language data. Idempotent. */
  async close() {
    this.closed = true;
    const keys = [...this.workers.keys()];
    await Promise.all(keys.map((key) => this.discard(key)));
    const langPath = this.langPath;
    this.langPath = undefined;
    if (langPath) await langPath.then((path) => path.remove()).catch(() => undefined);
  }

  private workerFor(key: string, languages: OcrLanguage[]) {
    if (this.closed) return Promise.reject(new Error('the OCR engine has been shut down'));
    let worker = this.workers.get(key);
    if (!worker) {
      worker = this.startWorker(languages);
      // A worker that failed to start is forgotten, so the next page tries again.
      worker.catch(() => this.workers.delete(key));
      this.workers.set(key, worker);
    }
    return worker;
  }

  private async startWorker(languages: OcrLanguage[]) {
    this.langPath ??= prepareLangPath(SHIPPED_OCR_LANGUAGES);
    const { dir } = await this.langPath;
    // tesseract.js never settles createWorker when loading fails; its errorHandler is told instead
    // (without one it throws from a message handler and takes the process down).
    let failStart: (error: Error) => void = () => undefined;
    const failed = new Promise<never>((_, reject) => (failStart = reject));
    const created = Tesseract.createWorker(languages, Tesseract.OEM.LSTM_ONLY, {
      langPath: dir, // a local directory: read with fs, never fetched
      cacheMethod: 'none', // do not write .traineddata copies into the working directory
      gzip: true,
      errorHandler: (error: unknown) => failStart(new Error(`tesseract: ${String(error)}`)),
    });
    return withTimeout(Promise.race([created, failed]), WORKER_START_TIMEOUT_MS, 'OCR start');
  }

  private async discard(key: string) {
    const worker = this.workers.get(key);
    this.workers.delete(key);
    await worker?.then((started) => started.terminate()).catch(() => undefined);
  }
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Tesseract ends lines with spaces and separates blocks with blank lines: keep the text only. */
function tidy(text: string) {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
