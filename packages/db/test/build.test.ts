import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../src/seed/index.js';

/** The data without its random ids, with every id replaced by its first-seen position. */
function withoutIds(data: ReturnType<typeof buildDemoData>) {
  const ids = new Map<string, number>();
  return JSON.parse(
    JSON.stringify(data, (key, value: unknown) => {
      if (typeof value === 'string' && (key === 'id' || key.endsWith('Id'))) {
        if (!ids.has(value)) ids.set(value, ids.size);
        return ids.get(value);
      }
      return value;
    }),
  ) as unknown;
}

describe('buildDemoData', () => {
  it('builds the same data for the same now', () => {
    const now = new Date('2026-01-15T09:00:00.000Z');
    const first = buildDemoData({ now, passwordHash: 'hash' });
    const second = buildDemoData({ now, passwordHash: 'hash' });
    expect(withoutIds(second)).toEqual(withoutIds(first));
  });

  it('keeps today’s sessions inside today even just after midnight UTC', () => {
    const now = new Date('2026-01-15T00:05:00.000Z');
    const midnight = new Date('2026-01-15T00:00:00.000Z');
    const data = buildDemoData({ now, passwordHash: 'hash' });
    const today = data.practiceSessions.filter((session) => session.startTime >= midnight);
    expect(today.length).toBeGreaterThan(0);
    for (const session of data.practiceSessions) {
      expect(session.startTime.getTime()).toBeLessThanOrEqual(now.getTime());
      if (session.endTime) expect(session.endTime.getTime()).toBeLessThanOrEqual(now.getTime());
      if (session.evaluatedAt)
        expect(session.evaluatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
