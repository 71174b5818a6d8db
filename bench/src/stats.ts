/** Latency percentiles in milliseconds and throughput of one measured run. */
export type LatencyStats = {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
};

export function summarize(latenciesMs: number[], seconds: number): LatencyStats {
  const sorted = Float64Array.from(latenciesMs).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: sorted.length / seconds,
  };
}

/** Nearest-rank percentile of sorted values; NaN when there are none. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(2));
export const rate = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
