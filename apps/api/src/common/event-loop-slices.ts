import { setImmediate } from 'node:timers/promises';

/**
 * For long synchronous work in a process that serves requests: call the returned function between
 * steps, and it yields to the event loop once `sliceMs` of work has run since the last yield. A
 * request's statements each wait for the loop, so a request of 14 statements meets up to 14 slices:
 * slices of a few milliseconds keep it near its own time, whatever one step costs.
 */
export function eventLoopSlices(sliceMs = 2): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await setImmediate();
    since = performance.now();
  };
}
