import type { VivaTurn } from '@markwise/contract';
import { useEffect, useState } from 'react';
import { secondsLeft } from './viva-turns';

/** Twice a second, so the shown seconds never lag the clock by a whole second. */
const TICK_MS = 500;

/** Seconds left to answer the turn, ticking until none are left. */
export function useSecondsLeft(turn: Pick<VivaTurn, 'askedAt' | 'dueAt'>): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(turn, now);
  const ticking = remaining > 0;
  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, [ticking]);
  return remaining;
}
