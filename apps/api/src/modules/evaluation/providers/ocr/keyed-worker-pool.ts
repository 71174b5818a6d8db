type Slot<W> = { key: string; worker: Promise<W>; busy: boolean };
type Waiter<W> = { key: string; take: (slot: Slot<W>) => void; fail: (error: Error) => void };

export type KeyedWorkerPoolOptions<W> = {
  /** How many workers may exist at once, whatever their key. */
  size: number;
  /** Starts a worker able to do work of `key` (e.g. loaded with one set of languages). */
  start: (key: string) => Promise<W>;
  stop: (worker: W) => Promise<unknown>;
  /** Whether a failed piece of work left its worker unusable (then it is stopped and replaced). */
  broken: (error: unknown) => boolean;
  /** The error a piece of work gets once the pool is closed. */
  closedError: () => Error;
};

/**
 * A fixed number of expensive workers shared by work of several keys. Work waits in line for a
 * free worker (so a caller's timeout can start when the work does, not while it queues), takes an
 * idle worker of its key, or else starts one, replacing an idle worker of another key when the
 * pool is full. Workers start on first use and stay for the next piece of work.
 */
export class KeyedWorkerPool<W> {
  private readonly slots = new Set<Slot<W>>();
  private readonly waiting: Waiter<W>[] = [];
  private closed = false;

  constructor(private readonly options: KeyedWorkerPoolOptions<W>) {}

  /** Runs `work` on a worker of `key` once one is free. */
  async run<T>(key: string, work: (worker: W) => Promise<T>): Promise<T> {
    const slot = await this.acquire(key);
    let worker: W;
    try {
      worker = await slot.worker;
    } catch (error) {
      // A worker that failed to start is forgotten, so the next piece of work tries again.
      this.remove(slot);
      throw error;
    }
    try {
      const result = await work(worker);
      this.release(slot);
      return result;
    } catch (error) {
      if (this.options.broken(error)) this.remove(slot);
      else this.release(slot);
      throw error;
    }
  }

  /** Stops every worker and refuses the work still waiting. Idempotent. */
  async close() {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.fail(this.options.closedError());
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(slots.map((slot) => this.stop(slot)));
  }

  private acquire(key: string): Promise<Slot<W>> {
    if (this.closed) return Promise.reject(this.options.closedError());
    return new Promise((take, fail) => {
      this.waiting.push({ key, take, fail });
      this.dispatch();
    });
  }

  /** Hands free workers to waiting work, oldest first. */
  private dispatch() {
    for (let next = this.waiting[0]; next; next = this.waiting[0]) {
      const slot = this.claim(next.key);
      if (!slot) return;
      this.waiting.shift();
      next.take(slot);
    }
  }

  private claim(key: string): Slot<W> | undefined {
    const idle = [...this.slots].filter((slot) => !slot.busy);
    const same = idle.find((slot) => slot.key === key);
    if (same) {
      same.busy = true;
      return same;
    }
    if (this.slots.size >= this.options.size) {
      const other = idle[0];
      if (!other) return undefined;
      this.slots.delete(other);
      void this.stop(other);
    }
    const slot: Slot<W> = { key, busy: true, worker: this.options.start(key) };
    // Its failure is the waiting work's to report (in run).
    slot.worker.catch(() => undefined);
    this.slots.add(slot);
    return slot;
  }

  private release(slot: Slot<W>) {
    slot.busy = false;
    this.dispatch();
  }

  private remove(slot: Slot<W>) {
    this.slots.delete(slot);
    void this.stop(slot);
    this.dispatch();
  }

  private stop(slot: Slot<W>) {
    return slot.worker.then((worker) => this.options.stop(worker)).catch(() => undefined);
  }
}
