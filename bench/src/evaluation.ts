/**
 * `pnpm bench:evaluation`: only the evaluation part of `pnpm bench` (section 5), on fresh databases
 * of the PostgreSQL server (BENCH_DATABASE_URL); BENCH_EVAL_ANSWERS answers (default 1,000) and
 * BENCH_OPENAI_CONCURRENCY (default 32) as there.
 */
import { ensureBuilt } from './app-process.js';
import { readConfig } from './config.js';
import { formatRatio, formatValue } from './figures.js';
import { evaluationSection } from './sections/evaluation.js';

const config = readConfig();
const log = (line: string) => console.log(line);
if (!config.skipBuild) ensureBuilt(log, { web: false });
const figures = await evaluationSection({
  serverUrl: config.serverUrl,
  answers: config.evaluationAnswers,
  openAiConcurrency: config.openAiConcurrency,
  log,
});
console.log('');
for (const f of figures) {
  const reference = f.reference
    ? ` vs ${formatValue(f.reference.value, f.unit)} (${f.reference.name})`
    : '';
  const target = f.target ? ` [${f.target.text}: ${f.target.holds ? 'holds' : 'FAILS'}]` : '';
  console.log(
    `${f.name}: ${formatValue(f.value, f.unit)}${reference} ${formatRatio(f.ratio)}${target}`,
  );
}
