import { Inject, Injectable } from '@nestjs/common';
import { type BulkMarkingFields, type MarkingAgreement } from '@markwise/contract';
import {
  markTable,
  OUTPUT_COLUMNS,
  parseMarkingCsv,
  stringifyMarkedCsv,
  type Evaluator,
  type MarkingTable,
} from '@markwise/evaluator';
import { CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.schema.js';
import { invalid } from '../../common/errors/domain-errors.js';
import { EVALUATOR } from './providers/provider-tokens.js';

export type BulkMarkingOutcome = {
  csv: string;
  rows: Record<string, string>[];
  agreement: MarkingAgreement | null;
};

/** Marks an uploaded CSV (the `pnpm evaluate` format) with the configured evaluator. */
@Injectable()
export class BulkMarkingService {
  constructor(
    @Inject(EVALUATOR) private readonly evaluator: Evaluator,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async mark(file: Buffer, fields: BulkMarkingFields): Promise<BulkMarkingOutcome> {
    const table = parse(file);
    const teacherColumn = fields.teacherColumn;
    if (teacherColumn && !table.columns.includes(teacherColumn)) {
      throw invalid(`teacherColumn: the file has no column named ${teacherColumn}`);
    }
    const outcome = await markTable(table, {
      evaluator: this.evaluator,
      // An API evaluator is called in parallel up to its own limit; the built-in one is synchronous.
      concurrency: this.config.EVALUATOR === 'openai' ? this.config.OPENAI_CONCURRENCY : 1,
      ...(teacherColumn ? { teacherColumn } : {}),
    });
    const csv = stringifyMarkedCsv(table, outcome.results);
    const columns = [...table.columns, ...OUTPUT_COLUMNS.filter((c) => !table.columns.includes(c))];
    const marked = parseMarkingCsvRows(csv, columns);
    const agreement = outcome.agreement
      ? {
          column: outcome.agreement.column,
          n: outcome.agreement.n,
          pearson: round(outcome.agreement.pearson),
          rmse: round(outcome.agreement.rmse),
          exact: round(outcome.agreement.exact),
          withinOne: round(outcome.agreement.withinOne),
        }
      : null;
    return { csv, rows: marked, agreement };
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The file as a marking table, or a 400 that names what is wrong (missing columns first). */
function parse(file: Buffer): MarkingTable {
  let table: MarkingTable;
  try {
    table = parseMarkingCsv(file);
  } catch (error) {
    throw invalid(`file: ${error instanceof Error ? error.message : 'not a readable CSV'}`);
  }
  if (table.rows.length === 0) throw invalid('file: the CSV has no rows to mark');
  table.rows.forEach((row, index) => {
    const max = Number(row.max_marks);
    if (!Number.isFinite(max) || max <= 0) {
      throw invalid(`file: max_marks must be a positive number (row ${index + 2})`);
    }
  });
  return table;
}

/** The marked CSV's rows as objects, so the JSON variant carries exactly what the CSV does. */
function parseMarkingCsvRows(csv: string, columns: string[]): Record<string, string>[] {
  const table = parseMarkingCsv(csv);
  return table.rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? ''])));
}
