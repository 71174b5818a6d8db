/**
 * One call per key at a time: a caller asking for a key while its call is in flight shares that
 * call's result instead of starting its own. For reads many clients make at once, where a result
 * begun a moment before the request is as good as a new one.
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}
