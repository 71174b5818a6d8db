import { describe, expect, it } from 'vitest';
import { eventLoopSlices } from '../src/common/event-loop-slices.js';

/** Synchronous work of about `ms` milliseconds: one step of a long computation. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('event-loop slices', () => {
  it('lets I/O in between slices of long work, not only after it', async () => {
    // A timer stands in for a request's database reply: it is due while the work runs.
    let answeredAt = 0;
    setTimeout(() => (answeredAt = performance.now()), 5);
    const slice = eventLoopSlices(2);
    const started = performance.now();
    for (let step = 0; step < 600; step++) {
      busy(0.1);
      await slice();
    }
    const ended = performance.now();
    expect(answeredAt).toBeGreaterThan(0);
    // Answered within a slice or two of being due, long before the 60 ms of work ended.
    expect(answeredAt - started).toBeLessThan((ended - started) / 2);
  });

  it('does not yield at every step of short work', async () => {
    let turns = 0;
    const counter = setInterval(() => turns++, 0);
    const slice = eventLoopSlices(50);
    for (let step = 0; step < 100; step++) await slice();
    clearInterval(counter);
    expect(turns).toBe(0);
  });
});
