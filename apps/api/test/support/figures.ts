import { appendFileSync } from 'node:fs';

/**
 * A figure a suite measured, quoted by README.md and SECURITY.md: printed as
 * `[figures] name: value`, and appended to MARKWISE_FIGURES_FILE when `npm test` (scripts/run.mjs)
 * sets it, so that the run's summary lists every figure under the test counts.
 */
export function reportFigure(name: string, value: string | number) {
  const line = `[figures] ${name}: ${value}`;
  console.log(line);
  const file = process.env.MARKWISE_FIGURES_FILE;
  if (file) appendFileSync(file, `${line}\n`);
}
