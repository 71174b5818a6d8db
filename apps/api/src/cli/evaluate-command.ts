/**
 * `pnpm evaluate <file.csv> [--evaluator builtin|openai]`: marks a CSV of answers with the built-in
 * evaluator or the configured OpenAI-compatible provider (OPENAI_BASE_URL, OPENAI_MODEL, …), so an
 * institution can check a model against its own teachers' marks before trusting it: with a
 * teacher column it prints r, RMSE, QWK, the share sent to review, agreement on the confident
 * share and the teacher-failed answers caught, overall and per question.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createBuiltInEvaluator,
  formatMarkingReport,
  markingReport,
  markTable,
  parseMarkingCsv,
  stringifyMarkedCsv,
  type Evaluator,
} from '@markwise/evaluator';
import { parseConfig } from '../config/config.schema.js';
import {
  chatClient,
  configuredEvaluator,
} from '../modules/evaluation/providers/configured-evaluator.js';

const USAGE = `Usage: evaluate <file.csv> [--evaluator builtin|openai] [--out marked.csv] [--teacher-column NAME] [--no-peers] [--yes]
  The file needs the columns question, model_answer, max_marks and student_answer; other columns
  are carried through. --evaluator openai uses OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY and
  OPENAI_CONCURRENCY from the environment and makes one call per row: it asks for --yes first.
  --no-peers marks each answer on its own (built-in), as in an exam.`;

export type CommandIo = {
  env: Record<string, string | undefined>;
  /** Where relative paths are resolved from. */
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
};

const processIo: CommandIo = {
  env: process.env,
  // pnpm runs package scripts in the package folder; resolve paths from where the user typed.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** The command; resolves with its exit code. */
export async function evaluateCommand(argv: string[], io: CommandIo = processIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      evaluator: { type: 'string', default: 'builtin' },
      out: { type: 'string' },
      'teacher-column': { type: 'string' },
      'no-peers': { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    io.err(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.evaluator !== 'builtin' && values.evaluator !== 'openai') {
    io.err(`--evaluator must be builtin or openai (got ${values.evaluator})`);
    return 2;
  }
  const input = resolve(io.cwd, positionals[0]!);
  const out = values.out ? resolve(io.cwd, values.out) : input.replace(/(\.csv)?$/i, '.marked.csv');
  const table = parseMarkingCsv(readFileSync(input));

  let evaluator: Evaluator;
  let concurrency = 1;
  if (values.evaluator === 'openai') {
    const config = parseConfig({ ...io.env, EVALUATOR: 'openai' });
    evaluator = configuredEvaluator(config, chatClient(config), io.err);
    concurrency = config.OPENAI_CONCURRENCY;
    if (!values.yes) {
      io.err(
        `This makes ${table.rows.length} calls to ${config.OPENAI_MODEL} at ${config.OPENAI_BASE_URL}; run again with --yes to start.`,
      );
      return 2;
    }
  } else {
    evaluator = createBuiltInEvaluator({ peers: values['no-peers'] ? 'off' : 'mark' });
  }

  const started = performance.now();
  let shown = 0;
  const outcome = await markTable(table, {
    evaluator,
    usePeers: !values['no-peers'],
    concurrency,
    onProgress: ({ done, total }) => {
      // A line every tenth of the file: the provider may take minutes.
      if (done === total || done - shown >= Math.max(1, Math.floor(total / 10))) {
        shown = done;
        io.err(`marked ${done}/${total}`);
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(out, stringifyMarkedCsv(table, outcome.results));
  io.out(
    `Marked ${table.rows.length} answers with ${evaluator.name}${evaluator.model ? ` (${evaluator.model})` : ''} in ${seconds.toFixed(1)} s -> ${out}`,
  );
  const report = markingReport(table, outcome.results, values['teacher-column']);
  if (report) io.out(`\n${formatMarkingReport(report)}`);
  return 0;
}
