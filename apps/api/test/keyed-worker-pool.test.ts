import { describe, expect, it } from 'vitest';
import { KeyedWorkerPool } from '../src/modules/evaluation/providers/ocr/keyed-worker-pool.js';

class Broken extends Error {}

/** A pool of plain workers that records what happened to them. */
function poolOf(size: number, failStarts = 0) {
  const log: string[] = [];
  let started = 0;
  let running = 0;
  let mostRunning = 0;
  const pool = new KeyedWorkerPool<{ id: number; key: string }>({
    size,
    start: async (key) => {
      started += 1;
      if (started <= failStarts) throw new Error('could not start');
      log.push(`start ${key}#${started}`);
      return { id: started, key };
    },
    stop: async (worker) => log.push(`stop ${worker.key}#${worker.id}`),
    broken: (error) => error instanceof Broken,
    closedError: () => new Error('closed'),
  });
  const work = (key: string, ms: number, fail?: Error) =>
    pool.run(key, async (worker) => {
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      if (fail) throw fail;
      return worker;
    });
  return { pool, log, work, mostRunning: () => mostRunning };
}

describe('keyed worker pool (OCR workers by language set)', () => {
  it('runs at most its size at once, reusing workers, and serves waiting work in order', async () => {
    const { work, log, mostRunning } = poolOf(2);
    const workers = await Promise.all([0, 1, 2, 3, 4, 5].map(() => work('eng', 20)));
    expect(mostRunning()).toBe(2);
    expect(new Set(workers.map((worker) => worker.id))).toEqual(new Set([1, 2]));
    expect(log).toEqual(['start eng#1', 'start eng#2']);
  });

  it('replaces an idle worker of another key when full, and waits when all are busy', async () => {
    const { work, log, mostRunning } = poolOf(1);
    await work('eng', 1);
    await Promise.all([work('hin', 10), work('eng+hin', 1)]);
    expect(mostRunning()).toBe(1);
    expect(log.filter((line) => line.startsWith('start'))).toEqual([
      'start eng#1',
      'start hin#2',
      'start eng+hin#3',
    ]);
    // Stopping is not awaited by the work that replaced the worker.
    expect(log.filter((line) => line.startsWith('stop')).sort()).toEqual([
      'stop eng#1',
      'stop hin#2',
    ]);
  });

  it('stops a worker its work broke and starts another; other failures keep it', async () => {
    const { work, log } = poolOf(1);
    await expect(work('eng', 1, new Error('bad image'))).rejects.toThrow('bad image');
    await expect(work('eng', 1, new Broken('stuck'))).rejects.toThrow('stuck');
    expect((await work('eng', 1)).id).toBe(2);
    expect(log).toEqual(['start eng#1', 'stop eng#1', 'start eng#2']);
  });

  it('forgets a worker that failed to start, so the next work tries again', async () => {
    const { work } = poolOf(1, 1);
    await expect(work('eng', 1)).rejects.toThrow('could not start');
    expect((await work('eng', 1)).id).toBe(2);
  });

  it('refuses waiting and later work once closed, and stops its workers', async () => {
    const { pool, work, log } = poolOf(1);
    const running = work('eng', 30);
    const waiting = work('eng', 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await pool.close();
    await expect(waiting).rejects.toThrow('closed');
    await expect(work('eng', 1)).rejects.toThrow('closed');
    await running;
    expect(log).toContain('stop eng#1');
  });
});
