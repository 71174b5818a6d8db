import { useEffect, useState } from 'react';
import { secondsRemaining } from '../lib/countdown';

type CountdownOptions = {
  /** The server's seconds left when the session was fetched. */
  secondsLeft: number;
  /** When that value arrived (this browser's clock, ms): a refetch re-syncs the countdown. */
  syncedAt: number;
  /** False when there is nothing to count (no deadline). */
  enabled: boolean;
};

/** Seconds left, ticking once a second while there are some. */
export function useCountdown({ secondsLeft, syncedAt, enabled }: CountdownOptions): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsRemaining({ secondsLeft, syncedAt, now });
  const ticking = enabled && remaining > 0;

  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [ticking]);

  return enabled ? remaining : 0;
}
