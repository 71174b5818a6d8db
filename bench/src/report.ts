import { writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import type { BenchConfig } from './config.js';
import type { ScenarioResult } from './scenarios.js';
import type { SeedResult } from './seed.js';
import { ms, rate } from './stats.js';

export type RunFacts = {
  config: BenchConfig;
  seeded: SeedResult;
  postgres: string;
  seedSeconds: number;
  /** 1-minute load average when the run started: other work on the machine skews the figures. */
  loadAtStart: number;
};

const HEADER = [
  'scenario',
  'HTTP p50',
  'HTTP p95',
  'HTTP p99',
  'HTTP req/s',
  'SQL p50',
  'SQL p95',
  'SQL p99',
  'SQL req/s',
];

function rows(results: ScenarioResult[]): string[][] {
  return results.map((result) => {
    if (result.outcome === 'skipped') {
      return [result.name, `skipped: ${result.reason}`, '', '', '', '', '', '', ''];
    }
    const { http, sql } = result;
    return [
      result.name,
      ms(http.p50),
      ms(http.p95),
      ms(http.p99),
      rate(http.perSecond),
      sql ? ms(sql.request.p50) : '–',
      sql ? ms(sql.request.p95) : '–',
      sql ? ms(sql.request.p99) : '–',
      sql ? rate(sql.request.perSecond) : '–',
    ];
  });
}

/** The side-by-side table for the terminal. */
export function printTable(results: ScenarioResult[]) {
  const table = [HEADER, ...rows(results)];
  const widths = HEADER.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  console.log(
    [
      '',
      line(HEADER),
      widths.map((w) => '-'.repeat(w)).join('  '),
      ...rows(results).map(line),
    ].join('\n'),
  );
  console.log('Latencies in ms. SQL: the statements the endpoint ran, replayed with pg.\n');
}

export function machine(postgres: string): string {
  const cores = cpus();
  return [
    `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'})`,
    `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
    `Linux ${release()}`,
    `Node ${process.version}`,
    postgres,
  ].join(', ');
}

/**
 * Drizzle writes a statement on one line: break it before its main clauses for reading. A
 * hand-written one keeps its own lines, less their common indentation.
 */
function formatSql(text: string): string[] {
  if (!text.includes('\n')) {
    return text
      .replace(/ (from|inner join|left join|where|group by|order by|limit) /g, '\n$1 ')
      .split('\n');
  }
  const lines = text.split('\n').filter((line) => line.trim());
  const indent = Math.min(...lines.map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(indent).trimEnd());
}

/** bench/results.md: the figures, how they were taken and on what. */
export function writeResults(path: string, results: ScenarioResult[], facts: RunFacts) {
  const { config, seeded } = facts;
  const table = [HEADER, HEADER.map(() => '---'), ...rows(results)]
    .map((row) => `| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`)
    .join('\n');
  const statements = results.flatMap((result) => {
    if (result.outcome !== 'measured' || !result.sql) return [];
    const sql = result.sql;
    return [
      `### ${result.name}`,
      '',
      `\`GET ${result.path}\``,
      '',
      ...result.statements.flatMap((statement, index) => [
        `${index + 1}. p50 ${ms(sql.statements[index]!.p50)} ms, p95 ${ms(sql.statements[index]!.p95)} ms`,
        '',
        '   ```sql',
        ...formatSql(statement.text).map((line) => `   ${line}`),
        '   ```',
        '',
      ]),
      ...(result.slowestPlan
        ? [
            `Plan of statement ${result.slowestPlan.index + 1}, run once on its own:`,
            '',
            '```',
            result.slowestPlan.plan,
            '```',
            '',
          ]
        : []),
    ];
  });
  const counts = Object.entries(seeded.counts)
    .map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`)
    .join(', ');
  const text = [
    '# Benchmark results',
    '',
    `Written by \`pnpm bench\` on ${new Date().toISOString()}.`,
    '',
    `- **Machine**: ${machine(facts.postgres)}. The load generator, the API and PostgreSQL share ` +
      'these cores, so the figures are a floor for what a dedicated server does, and comparable ' +
      'between runs on the same machine. 1-minute load average ' +
      `${facts.loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end ` +
      '(above the core count, other work was competing for the CPU).',
    `- **Load**: ${config.connections} concurrent connections for ${config.durationSeconds} s per ` +
      `scenario after a ${config.warmupSeconds} s warm-up. HTTP: autocannon against ` +
      `\`node apps/api/dist/main.js\` (NODE_ENV=production, LOG_LEVEL=${config.appLogLevel}, ` +
      `database pool of ${config.connections}). SQL: \`pg\` on a pool of ${config.connections}, ` +
      `${config.connections} workers each replaying one request's statements in order.`,
    `- **Data** (seeded in ${facts.seedSeconds.toFixed(0)} s): ${counts}; 2 institutions. The hot ` +
      `level has ${seeded.hotDaySessions.toLocaleString('en-US')} sessions of ` +
      `${seeded.hotDayStudents.toLocaleString('en-US')} students on ${seeded.hotDay}, the day measured.`,
    '',
    table,
    '',
    'Latencies in milliseconds. "SQL" is the statements the endpoint ran, with the same parameters, ' +
      "captured from the app's own pg client during one request (the access guard's user lookup " +
      'included) and replayed directly: the gap between the two is what HTTP, the JWT check, ' +
      'validation, mapping and JSON add, and queueing for the same two cores.',
    '',
    '## Statements replayed',
    '',
    ...statements,
  ].join('\n');
  writeFileSync(path, text);
}
