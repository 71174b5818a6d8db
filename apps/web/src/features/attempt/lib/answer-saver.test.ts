import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSaver, type AnswerSaverOptions } from './answer-saver';

type Call = { questionId: string; text: string; resolve: () => void; reject: (e: Error) => void };

/** A save function whose calls the test settles by hand. */
function controlledSave() {
  const calls: Call[] = [];
  const save = (questionId: string, text: string) =>
    new Promise<void>((resolve, reject) => calls.push({ questionId, text, resolve, reject }));
  return { calls, save };
}

function makeSaver(options: Partial<AnswerSaverOptions> & Pick<AnswerSaverOptions, 'save'>) {
  const saver = new AnswerSaver({ delayMs: 800, describeError: () => 'offline', ...options });
  saver.seed('q1', 'server text');
  return saver;
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AnswerSaver', () => {
  it('saves once after typing pauses, then reports saved and drops the draft', async () => {
    const { calls, save } = controlledSave();
    const onEdit = vi.fn();
    const onSaved = vi.fn();
    const saver = makeSaver({ save, onEdit, onSaved });
    expect(saver.getSnapshot().q1).toEqual({ text: 'server text', status: 'idle', error: null });

    for (const text of ['L', 'Li', 'Lig', 'Light']) {
      saver.edit('q1', text);
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(calls).toHaveLength(0);
    expect(onEdit).toHaveBeenLastCalledWith('q1', 'Light');
    expect(saver.getSnapshot().q1?.status).toBe('saving');

    await vi.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.text)).toEqual(['Light']);
    calls[0]?.resolve();
    await settle();
    expect(saver.getSnapshot().q1).toEqual({ text: 'Light', status: 'saved', error: null });
    expect(onSaved).toHaveBeenCalledWith('q1');
  });

  it('flushes at once and saves the newer text after the one in flight', async () => {
    const { calls, save } = controlledSave();
    const saver = makeSaver({ save });
    saver.edit('q1', 'first');
    const first = saver.flush('q1');
    await settle();
    saver.edit('q1', 'second');
    const second = saver.flush('q1');
    await settle();
    // The second save waits for the first: the server never ends on the older text.
    expect(calls.map((c) => c.text)).toEqual(['first']);
    calls[0]?.resolve();
    await settle();
    expect(calls.map((c) => c.text)).toEqual(['first', 'second']);
    calls[1]?.resolve();
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(saver.getSnapshot().q1?.status).toBe('saved');
  });

  it('reports a failed save with the reason, keeps the text, and saves it on retry', async () => {
    const { calls, save } = controlledSave();
    const onError = vi.fn();
    const onSaved = vi.fn();
    const saver = makeSaver({ save, onError, onSaved });
    saver.edit('q1', 'keep me');
    const attempt = saver.flush('q1');
    await settle();
    calls[0]?.reject(new Error('network'));
    await expect(attempt).resolves.toBe(false);
    expect(saver.getSnapshot().q1).toEqual({ text: 'keep me', status: 'error', error: 'offline' });
    expect(onError).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();

    const retry = saver.flush('q1');
    await settle();
    expect(calls.map((c) => c.text)).toEqual(['keep me', 'keep me']);
    calls[1]?.resolve();
    await expect(retry).resolves.toBe(true);
    expect(saver.getSnapshot().q1?.status).toBe('saved');
  });

  it('saves a restored draft on flush and never saves an unchanged answer', async () => {
    const { calls, save } = controlledSave();
    const saver = makeSaver({ save });
    saver.seed('q2', '');
    saver.restore('q2', 'from the draft');
    expect(saver.getSnapshot().q2?.status).toBe('saving');

    const all = saver.flushAll();
    await settle();
    expect(calls.map((c) => [c.questionId, c.text])).toEqual([['q2', 'from the draft']]);
    calls[0]?.resolve();
    await expect(all).resolves.toBe(true);
    expect(saver.getSnapshot().q1?.status).toBe('idle');
    expect(saver.getSnapshot().q2?.status).toBe('saved');
  });

  it('treats typing back to the saved text as saved without a request', async () => {
    const { calls, save } = controlledSave();
    const saver = makeSaver({ save });
    saver.edit('q1', 'server tex');
    saver.edit('q1', 'server text');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    expect(saver.getSnapshot().q1?.status).toBe('saved');
  });

  it('sends nothing once frozen at the deadline', async () => {
    const { calls, save } = controlledSave();
    const saver = makeSaver({ save });
    saver.edit('q1', 'typed at the last second');
    saver.freeze('Time is up');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(saver.flush('q1')).resolves.toBe(false);
    saver.edit('q1', 'after the deadline');
    expect(calls).toHaveLength(0);
    expect(saver.getSnapshot().q1).toEqual({
      text: 'typed at the last second',
      status: 'error',
      error: 'Time is up',
    });
  });

  it('notifies subscribers with a new snapshot on each change', () => {
    const { save } = controlledSave();
    const saver = makeSaver({ save });
    const listener = vi.fn();
    const unsubscribe = saver.subscribe(listener);
    const before = saver.getSnapshot();
    saver.edit('q1', 'x');
    expect(listener).toHaveBeenCalledOnce();
    expect(saver.getSnapshot()).not.toBe(before);
    unsubscribe();
    saver.edit('q1', 'xy');
    expect(listener).toHaveBeenCalledOnce();
  });
});
