import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import type { BenchConfig } from './config.js';
import { formatRatio, formatValue, type Figure } from './figures.js';
import type { ScenarioResult } from './scenarios.js';
import type { SeedResult } from './seed.js';
import { ms } from './stats.js';

export type RunFacts = {
  config: BenchConfig;
  seeded: SeedResult;
  postgres: string;
  seedSeconds: number;
  /** 1-minute load average when the run started: other work on the machine skews the figures. */
  loadAtStart: number;
  loadAtEnd: number;
  totalSeconds: number;
  command: string;
};

const verdict = (f: Figure) => (f.target ? (f.target.holds ? 'holds' : 'FAILS') : '');
const referenceText = (f: Figure) =>
  f.reference
    ? `${formatValue(f.reference.value, f.reference.unit ?? f.unit)} (${f.reference.name})`
    : '';

/** The table for the terminal, section by section. */
export function printTable(figures: Figure[]) {
  const header = ['figure', 'value', 'reference', 'ratio', 'target', ''];
  const rows = figures.map((f) => [
    f.name,
    formatValue(f.value, f.unit),
    referenceText(f),
    formatRatio(f.ratio),
    f.target?.text ?? '',
    verdict(f),
  ]);
  const widths = header.map((_, column) =>
    Math.min(70, Math.max(...[header, ...rows].map((row) => row[column]!.length))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const out: string[] = ['', line(header), widths.map((w) => '-'.repeat(w)).join('  ')];
  let section = '';
  figures.forEach((f, index) => {
    if (f.section !== section) {
      section = f.section;
      out.push(`[${section}]`);
    }
    out.push(line(rows[index]!));
  });
  const targets = figures.filter((f) => f.target);
  const holding = targets.filter((f) => f.target!.holds).length;
  out.push('', `Targets: ${holding} of ${targets.length} hold.`);
  console.log(out.join('\n'));
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

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The generated part of docs/performance.md: how the figures were taken, and the table. */
export function markdownTable(figures: Figure[], facts: RunFacts): string {
  const { config, seeded } = facts;
  const counts = Object.entries(seeded.counts)
    .map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`)
    .join(', ');
  const rows = figures.map(
    (f) =>
      `| ${[
        f.section.split('.')[0]!,
        f.name,
        formatValue(f.value, f.unit),
        referenceText(f),
        formatRatio(f.ratio),
        f.target?.text ?? '',
        verdict(f) === 'FAILS' ? '**fails**' : verdict(f),
        f.note ?? '',
      ]
        .map(cell)
        .join(' | ')} |`,
  );
  const targets = figures.filter((f) => f.target);
  const holding = targets.filter((f) => f.target!.holds).length;
  return [
    `Written by \`${facts.command}\` on ${new Date().toISOString()} in ${(facts.totalSeconds / 60).toFixed(1)} minutes.`,
    '',
    `- **Machine**: ${machine(facts.postgres)}. The load generator, the API and PostgreSQL share ` +
      'these cores. 1-minute load average ' +
      `${facts.loadAtStart.toFixed(1)} at the start and ${facts.loadAtEnd.toFixed(1)} at the end` +
      (Math.max(facts.loadAtStart, facts.loadAtEnd) > cpus().length
        ? ' (above the core count: other work was competing for the CPU, so read the ratios, not the absolute figures).'
        : '.'),
    `- **Load**: autocannon on 127.0.0.1, ${config.connections} connections for ` +
      `${config.durationSeconds} s per figure after a ${config.warmupSeconds} s warm-up (PGlite ` +
      `comparison: ${config.pgliteSeconds} s at 1 and 20 connections); requests accept gzip and ` +
      `brotli. The API is \`node apps/api/dist/main.js\` (NODE_ENV=production, ` +
      `LOG_LEVEL=${config.appLogLevel}, pool of ${config.connections}); "same SQL" replays the ` +
      `statements the request ran with \`pg\` on a pool of ${config.connections} at the same concurrency.`,
    `- **Data** (seeded in ${facts.seedSeconds.toFixed(0)} s): ${counts}; 2 institutions. The hot ` +
      `level has ${seeded.hotDaySessions.toLocaleString('en-US')} attempts by ` +
      `${seeded.hotDayStudents.toLocaleString('en-US')} students on ${seeded.hotDay}, the day listed.`,
    '',
    '| § | figure | value | reference | ratio | target | | notes |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `**Targets: ${holding} of ${targets.length} hold.** Latencies are per request as the client saw them.`,
  ].join('\n');
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Replaces the generated block of docs/performance.md, keeping the prose around it. */
/**
 * Puts a run's table into docs/performance.md between its markers: a full run's in "Latest run";
 * a run of some sections (BENCH_SECTIONS) in a block of its own for those sections, added at the
 * end the first time, so that it never replaces the full run's figures.
 */
export function writePerformanceDoc(path: string, generated: string, sections?: string[]) {
  const name = sections ? `bench ${sections.join(',')}` : 'bench';
  const [open, close] = sections
    ? [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`]
    : [START, END];
  const block = `${open}\n${generated}\n${close}`;
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const start = current.indexOf(open);
  const end = current.indexOf(close);
  let text: string;
  if (start >= 0 && end > start) {
    text = `${current.slice(0, start)}${block}${current.slice(end + close.length)}`;
  } else if (sections && current) {
    text = `${current.trimEnd()}\n\n## Latest run of ${sections.join(', ')}\n\n${block}\n`;
  } else {
    text = `# Performance\n\n${block}\n`;
  }
  writeFileSync(path, text);
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

/** bench/results.md: every statement the API section replayed, and the slowest one's plan. */
export function writeStatements(path: string, results: ScenarioResult[]) {
  const sections = results.flatMap((result) => {
    if (!result.sql) return [];
    const sql = result.sql;
    return [
      `## ${result.name}`,
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
  writeFileSync(
    path,
    [
      '# Statements behind the API figures',
      '',
      `Written by \`pnpm bench\` on ${new Date().toISOString()}; the figures are in ` +
        "[docs/performance.md](../docs/performance.md). Each endpoint's statements as the app ran " +
        'them (captured from its pg client), their latency when replayed at the same concurrency, ' +
        'and the plan of the slowest.',
      '',
      ...sections,
    ].join('\n'),
  );
}
