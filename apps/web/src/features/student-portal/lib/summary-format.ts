import { i18n } from '@/i18n/i18n';

/** '0m', '45m', '6h 20m', '24h': the dashboard's Time Spent. */
export function formatTimeSpent(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return i18n.t('{{minutes}}m', { minutes: rest });
  return rest === 0
    ? i18n.t('{{hours}}h', { hours })
    : i18n.t('{{hours}}h {{minutes}}m', { hours, minutes: rest });
}

/** An average score as '85%' (one decimal kept when there is one); '—' before any result. */
export function formatAverage(score: number | null): string {
  return score === null ? '—' : `${score}%`;
}

/** XP is labelled 'N XP'. */
export const formatXp = (xp: number) => `${xp} XP`;
