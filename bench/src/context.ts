import type { AppProcess } from './app-process.js';
import type { BenchConfig } from './config.js';
import type { Figure } from './figures.js';
import type { SeedResult } from './seed.js';

/** Resident memory of the app, sampled every second and labelled with what load was running. */
export type MemoryWatch = {
  phase(name: string): void;
  samples: { at: number; phase: string; rssMiB: number }[];
  stop(): void;
};

export function watchMemory(app: AppProcess): MemoryWatch {
  let phase = 'start';
  const samples: MemoryWatch['samples'] = [];
  const sample = () => samples.push({ at: performance.now(), phase, rssMiB: app.rssMiB() });
  sample();
  const timer = setInterval(sample, 1000);
  timer.unref();
  return {
    samples,
    phase: (name) => {
      phase = name;
      sample();
    },
    stop: () => clearInterval(timer),
  };
}

/** What every section gets: the seeded PostgreSQL database and the app running on it. */
export type BenchContext = {
  config: BenchConfig;
  log: (line: string) => void;
  databaseUrl: string;
  seeded: SeedResult;
  app: AppProcess;
  /** An access token of the hot institution's admin. */
  token: string;
  memory: MemoryWatch;
  /** Figures of earlier sections, for sections that compare against them. */
  figures: Figure[];
};

export const BENCH_ROOT = new URL('../../', import.meta.url);
