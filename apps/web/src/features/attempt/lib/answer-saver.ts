import { i18n } from '@/i18n/i18n';

/** Typing pauses this long before the text is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * idle: nothing typed on this screen yet; saving: typed, a save is due or under way;
 * saved: the server holds what is on screen; error: the last save failed.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export type AnswerTextState = {
  text: string;
  status: SaveStatus;
  /** Why the last save failed. */
  error: string | null;
};

type Entry = AnswerTextState & {
  /** What the server last accepted. */
  savedText: string;
  timer: ReturnType<typeof setTimeout> | null;
  inFlight: boolean;
  /** Saves of one answer run one after another, so an older text never lands last. */
  queue: Promise<boolean>;
};

export type AnswerSaverOptions = {
  save: (questionId: string, text: string) => Promise<void>;
  delayMs?: number;
  /** After every edit: the text should be kept locally until it is saved. */
  onEdit?: (questionId: string, text: string) => void;
  /** The server now holds what is on screen. */
  onSaved?: (questionId: string) => void;
  onError?: (questionId: string, error: unknown) => void;
  describeError?: (error: unknown) => string;
};

/**
 * The typed answers of one session: what is on screen, and saving it as the student types
 * (debounced), on demand (flush: blur, question change, before submit) and again on retry.
 * A plain store with subscribe/getSnapshot, read through useSyncExternalStore.
 */
export class AnswerSaver {
  private readonly entries = new Map<string, Entry>();
  private snapshot: Readonly<Record<string, AnswerTextState>> = {};
  private readonly listeners = new Set<() => void>();
  private frozen = false;

  constructor(private readonly options: AnswerSaverOptions) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Readonly<Record<string, AnswerTextState>> => this.snapshot;

  /** The server's text; ignored once the answer is known here (the screen is newer). */
  seed(questionId: string, serverText: string): void {
    if (this.entries.has(questionId)) return;
    this.entries.set(questionId, {
      text: serverText,
      savedText: serverText,
      status: 'idle',
      error: null,
      timer: null,
      inFlight: false,
      queue: Promise.resolve(true),
    });
    this.publish(questionId);
  }

  /** A locally kept draft replaces the seeded text; it is saved on the next flush. */
  restore(questionId: string, text: string): void {
    const entry = this.entries.get(questionId);
    if (!entry || entry.text === text) return;
    entry.text = text;
    entry.status = 'saving';
    this.publish(questionId);
  }

  edit(questionId: string, text: string): void {
    const entry = this.entries.get(questionId);
    if (this.frozen || !entry || entry.text === text) return;
    entry.text = text;
    entry.status = 'saving';
    entry.error = null;
    this.options.onEdit?.(questionId, text);
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      entry.timer = null;
      void this.flush(questionId);
    }, this.options.delayMs ?? AUTOSAVE_DELAY_MS);
    this.publish(questionId);
  }

  /**
   * Out of time: the server refuses every change from now on, so nothing more is sent; text
   * still waiting to be saved is reported as not saved, for `reason`. Saves already under way
   * finish and report their own outcome.
   */
  freeze(reason: string): void {
    this.frozen = true;
    for (const [questionId, entry] of this.entries) {
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = null;
      if (!entry.inFlight && entry.text !== entry.savedText && entry.status !== 'error') {
        entry.status = 'error';
        entry.error = reason;
        this.publish(questionId);
      }
    }
  }

  /** Saves now whatever is unsaved; true once the server holds the text on screen. */
  flush(questionId: string): Promise<boolean> {
    const entry = this.entries.get(questionId);
    if (!entry) return Promise.resolve(true);
    if (entry.timer) {
      clearTimeout(entry.timer);
      entry.timer = null;
    }
    if (this.frozen) return Promise.resolve(entry.text === entry.savedText);
    entry.queue = entry.queue.then(() => this.saveLatest(questionId, entry));
    return entry.queue;
  }

  async flushAll(): Promise<boolean> {
    const results = await Promise.all([...this.entries.keys()].map((id) => this.flush(id)));
    return results.every(Boolean);
  }

  private async saveLatest(questionId: string, entry: Entry): Promise<boolean> {
    const text = entry.text;
    if (text === entry.savedText) {
      if (entry.status !== 'idle' && !entry.timer) {
        entry.status = 'saved';
        entry.error = null;
        this.options.onSaved?.(questionId);
        this.publish(questionId);
      }
      return true;
    }
    entry.status = 'saving';
    entry.inFlight = true;
    this.publish(questionId);
    try {
      await this.options.save(questionId, text);
    } catch (error) {
      entry.inFlight = false;
      // A newer edit already scheduled its own save; its status stays 'saving'.
      if (entry.text === text) {
        entry.status = 'error';
        entry.error = this.options.describeError?.(error) ?? i18n.t('Not saved');
        this.publish(questionId);
      }
      this.options.onError?.(questionId, error);
      return false;
    }
    entry.inFlight = false;
    entry.savedText = text;
    if (entry.text === text && !entry.timer) {
      entry.status = 'saved';
      entry.error = null;
      this.options.onSaved?.(questionId);
      this.publish(questionId);
    }
    return true;
  }

  private publish(questionId: string): void {
    const entry = this.entries.get(questionId);
    if (!entry) return;
    const { text, status, error } = entry;
    this.snapshot = { ...this.snapshot, [questionId]: { text, status, error } };
    for (const listener of this.listeners) listener();
  }
}
