/** '0m', '45m', '6h 20m', '24h': the dashboard's Time Spent. */
export function formatTimeSpent(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** An average score as '85%' (one decimal kept when there is one); '—' before any result. */
export function formatAverage(score: number | null): string {
  return score === null ? '—' : `${score}%`;
}

/** XP is labelled 'N XP'. */
export const formatXp = (xp: number) => `${xp} XP`;
