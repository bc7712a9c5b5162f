// The latency statistics every bench table reports: p50/p95/p99, mean and max of a run's samples, with its errors.

export interface Stats {
  n: number;
  errors: number;
  firstError?: string;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function stats(samples: number[], errors: number, firstError?: string): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: samples.length,
    errors,
    firstError,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: samples.reduce((s, v) => s + v, 0) / (samples.length || 1),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}
