import { Inject, Injectable } from '@nestjs/common';
import {
  type BulkMarkingFields,
  type BulkMarkingQuery,
  type MarkingAgreement,
} from '@markwise/contract';
import {
  markTable,
  runMarkingWorker,
  type Evaluator,
  type MarkingWorkerReply,
  type MarkingWorkerRequest,
} from '@markwise/evaluator';
import pLimit from 'p-limit';
import { CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.schema.js';
import {
  DomainError,
  invalid,
  tooLarge,
  tooManyRequests,
} from '../../common/errors/domain-errors.js';
import { EVALUATOR } from './providers/provider-tokens.js';

export type BulkMarkingOutcome = {
  /** The marked CSV (format=csv) or its rows (format=json). */
  csv?: string;
  rows?: Record<string, string>[];
  agreement: MarkingAgreement | null;
};

type Agreement = NonNullable<Extract<MarkingWorkerReply, { op: 'mark' }>['agreement']>;

/**
 * Marks an uploaded CSV (the `pnpm evaluate` format) with the configured evaluator. Parsing,
 * built-in marking and rendering run in a worker thread, so a large file never holds the event
 * loop other requests need; files are marked a few at a time, and a flood waits or is refused.
 */
@Injectable()
export class BulkMarkingService {
  private readonly runs: ReturnType<typeof pLimit>;

  constructor(
    @Inject(EVALUATOR) private readonly evaluator: Evaluator,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    this.runs = pLimit(config.BULK_MARKING_CONCURRENCY);
  }

  /** `signal` aborts when the client goes away: its thread ends and no further LLM call starts. */
  async mark(
    file: Buffer,
    fields: BulkMarkingFields,
    query: BulkMarkingQuery,
    signal?: AbortSignal,
  ): Promise<BulkMarkingOutcome> {
    const { BULK_MARKING_CONCURRENCY, BULK_MARKING_MAX_WAITING } = this.config;
    if (
      this.runs.activeCount + this.runs.pendingCount >=
      BULK_MARKING_CONCURRENCY + BULK_MARKING_MAX_WAITING
    ) {
      throw tooManyRequests(
        `Bulk marking is busy: ${this.runs.activeCount} file(s) being marked and ` +
          `${this.runs.pendingCount} waiting, the most allowed ` +
          '(BULK_MARKING_CONCURRENCY, BULK_MARKING_MAX_WAITING); try again shortly',
        10,
      );
    }
    return this.runs(() => {
      // A request that waited its turn may have been given up meanwhile.
      signal?.throwIfAborted();
      return this.config.EVALUATOR === 'openai'
        ? this.markWithApi(file, fields, query, signal)
        : this.markBuiltIn(file, fields, query, signal);
    });
  }

  private async markBuiltIn(
    file: Buffer,
    { teacherColumn }: BulkMarkingFields,
    { format }: BulkMarkingQuery,
    signal: AbortSignal | undefined,
  ): Promise<BulkMarkingOutcome> {
    const reply = await this.inThread(
      {
        op: 'mark',
        output: format === 'json' ? 'rows' : 'csv',
        ...this.fileRequest(file, teacherColumn),
      },
      signal,
    );
    if (reply.op !== 'mark') throw new Error(`Unexpected reply ${reply.op}`);
    return { csv: reply.csv, rows: reply.rows, agreement: rounded(reply.agreement) };
  }

  /**
   * An LLM evaluator costs money per call, so nothing is called until the admin confirms the
   * number: the file is read and checked first, and without a matching confirmCalls the answer
   * is that number. The calls themselves are I/O, made from this thread.
   */
  private async markWithApi(
    file: Buffer,
    { teacherColumn }: BulkMarkingFields,
    { format, confirmCalls }: BulkMarkingQuery,
    signal: AbortSignal | undefined,
  ): Promise<BulkMarkingOutcome> {
    const read = await this.inThread(
      { op: 'read', ...this.fileRequest(file, teacherColumn) },
      signal,
    );
    if (read.op !== 'read') throw new Error(`Unexpected reply ${read.op}`);
    const calls = read.table.rows.length;
    if (confirmCalls !== calls) {
      throw invalid(
        `confirmCalls: marking this file makes ${calls} call(s) to the LLM evaluator ` +
          `(${this.evaluator.model ?? this.evaluator.name}), one per row; ` +
          `send confirmCalls=${calls} to start`,
      );
    }
    const outcome = await markTable(read.table, {
      evaluator: this.evaluator,
      concurrency: this.config.OPENAI_CONCURRENCY,
      ...(teacherColumn ? { teacherColumn } : {}),
      ...(signal ? { signal } : {}),
    });
    const rendered = await this.inThread(
      {
        op: 'render',
        output: format === 'json' ? 'rows' : 'csv',
        table: read.table,
        results: outcome.results,
      },
      signal,
    );
    if (rendered.op !== 'render') throw new Error(`Unexpected reply ${rendered.op}`);
    return { csv: rendered.csv, rows: rendered.rows, agreement: rounded(outcome.agreement) };
  }

  private fileRequest(file: Buffer, teacherColumn: string | undefined) {
    return {
      file,
      maxRows: this.config.BULK_MARKING_MAX_ROWS,
      ...(teacherColumn ? { teacherColumn } : {}),
    };
  }

  /** A worker thread's reply, its refusals as the domain errors they are. */
  private async inThread(request: MarkingWorkerRequest, signal: AbortSignal | undefined) {
    const reply = await runMarkingWorker(request, {
      timeoutMs: this.config.BULK_MARKING_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    if (reply.ok) return reply;
    switch (reply.problem) {
      case 'too_many_rows':
        throw tooLarge(`file: ${reply.message} (BULK_MARKING_MAX_ROWS)`);
      case 'unknown_teacher_column':
        throw invalid(`teacherColumn: ${reply.message}`);
      case 'timed_out':
        throw new DomainError('unavailable', `${reply.message} (BULK_MARKING_TIMEOUT_MS)`);
      default:
        throw invalid(`file: ${reply.message}`);
    }
  }
}

function rounded(agreement: Agreement | undefined): MarkingAgreement | null {
  if (!agreement) return null;
  return {
    column: agreement.column,
    n: agreement.n,
    pearson: round(agreement.pearson),
    rmse: round(agreement.rmse),
    exact: round(agreement.exact),
    withinOne: round(agreement.withinOne),
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
