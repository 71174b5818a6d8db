import Tesseract from 'tesseract.js';
import type { PageReading, PageToRead, Transcriber } from '../provider-tokens.js';
import { typedSpelling } from './indic-spelling.js';
import { KeyedWorkerPool } from './keyed-worker-pool.js';
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
  /**
   * How many pages are read at once, each by a worker thread of its own (~100 MB each): the
   * cores given to OCR. Default 1.
   */
  threads?: number;
  /**
   * A page whose reading takes longer is abandoned and its worker replaced (default 120 s). Time a
   * page waits for a free worker does not count.
   */
  pageTimeoutMs?: number;
  warn?: (message: string) => void;
};

type LangPath = Awaited<ReturnType<typeof prepareLangPath>>;

const WORKER_START_TIMEOUT_MS = 60_000;

/**
 * Offline OCR with tesseract.js (Tesseract 5 compiled to WebAssembly, run in worker threads), with
 * language data from npm. Up to `threads` workers read pages in parallel; each is loaded with one
 * language set, started on first use (~0.3 s and ~100 MB) and reused. `close()` terminates them.
 */
export class TesseractTranscriber implements Transcriber {
  readonly name = 'tesseract';
  readonly model = 'tesseract.js-7/lstm-best-int';
  private langPath: Promise<LangPath> | undefined;
  private readonly pool: KeyedWorkerPool<Tesseract.Worker>;

  constructor(private readonly options: TesseractTranscriberOptions) {
    this.pool = new KeyedWorkerPool({
      size: options.threads ?? 1,
      start: (key) => this.startWorker(key.split('+') as OcrLanguage[]),
      stop: (worker) => worker.terminate(),
      // A stuck or crashed worker must not take the next pages with it.
      broken: (error) => error instanceof TimeoutError,
      closedError: () => new Error('the OCR engine has been shut down'),
    });
  }

  async transcribe(input: PageToRead): Promise<PageReading> {
    const page = await loadPageImage(input);
    if (page.kind === 'heic') {
      // Tesseract's image library has no HEIC decoder and we ship none (libheif is LGPL, ~5 MB):
      // the page is kept and shown to the teacher, but nothing is read from it.
      this.options.warn?.(`OCR skipped ${input.page}: ${page.mime} cannot be read offline`);
      return { text: '' };
    }
    const languages = resolveLanguages(input.languages, this.options.defaultLanguages);
    const timeoutMs = this.options.pageTimeoutMs ?? 120_000;
    try {
      const { data } = await this.pool.run(languages.join('+'), (worker) =>
        withTimeout(worker.recognize(page.bytes), timeoutMs, 'OCR of one page'),
      );
      // The page's mean word confidence, 0-100: low on handwriting the model barely made out.
      return { text: tidy(data.text), confidence: data.confidence, ocrLanguages: languages };
    } catch (error) {
      throw error instanceof Error ? error : new Error(`tesseract: ${String(error)}`);
    }
  }

  /** Terminates every worker and removes the linked language data. Idempotent. */
  async close() {
    await this.pool.close();
    const langPath = this.langPath;
    this.langPath = undefined;
    if (langPath) await langPath.then((path) => path.remove()).catch(() => undefined);
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
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Tesseract ends lines with spaces and separates blocks with blank lines: keep the text only,
 * spelt as typed.
 */
function tidy(text: string) {
  return typedSpelling(text)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
