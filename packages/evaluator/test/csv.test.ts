import { describe, expect, it } from 'vitest';
import {
  createBuiltInEvaluator,
  guardSpreadsheetCell,
  markTable,
  MarkingFileError,
  parseMarkingCsv,
  readMarkingFile,
  stringifyMarkedCsv,
  toEvaluationInputs,
} from '../src/index.js';

const CSV = [
  '\uFEFFid,question,model_answer,max_marks,student_answer,teacher_mark_avg,section',
  '1,What is a pointer?,"A variable that contains the address in memory of another variable.",5,"A variable that stores an address, in memory.",5,A',
  '2,What is a pointer?,"A variable that contains the address in memory of another variable.",5,"It is ""something""\non two lines",1,B',
  '3,What is recursion?,A function that calls itself.,2,,0,A',
].join('\n');

describe('marking CSV', () => {
  it('parses quoted cells, a BOM and line breaks', () => {
    const table = parseMarkingCsv(CSV);
    expect(table.columns).toEqual([
      'id',
      'question',
      'model_answer',
      'max_marks',
      'student_answer',
      'teacher_mark_avg',
      'section',
    ]);
    expect(table.rows[1]?.student_answer).toBe('It is "something"\non two lines');
  });

  it('names the missing columns', () => {
    expect(() => parseMarkingCsv('question,answer\nq,a\n')).toThrow(
      /model_answer, max_marks, student_answer/,
    );
  });

  it('writes marks after the original columns and carries the others through', async () => {
    const table = parseMarkingCsv(CSV);
    const outcome = await markTable(table, { evaluator: createBuiltInEvaluator() });
    const written = parseMarkingCsv(stringifyMarkedCsv(table, outcome.results));
    expect(written.columns.slice(0, table.columns.length)).toEqual(table.columns);
    expect(written.columns.slice(table.columns.length)).toEqual([
      'marks_awarded',
      'feedback',
      'improvement_suggestion',
      'covered_points',
      'missing_points',
      'confidence',
      'review_reasons',
      'evaluator',
    ]);
    written.rows.forEach((row, index) => {
      for (const column of table.columns) expect(row[column]).toBe(table.rows[index]?.[column]);
      expect(Number(row.marks_awarded)).toBe(outcome.results[index]?.marksAwarded);
      expect(row.evaluator).toBe('built-in');
    });
    expect(written.rows[2]?.marks_awarded).toBe('0');
  });

  it('reports agreement when a teacher mark column is present', async () => {
    const outcome = await markTable(parseMarkingCsv(CSV), { evaluator: createBuiltInEvaluator() });
    expect(outcome.agreement?.column).toBe('teacher_mark_avg');
    expect(outcome.agreement?.n).toBe(3);
  });

  it('passes the other answers to the same question as peers', () => {
    const inputs = toEvaluationInputs(parseMarkingCsv(CSV));
    expect(inputs[0]?.peerAnswers).toHaveLength(2);
    expect(inputs[0]?.peerAnswers).toBe(inputs[1]?.peerAnswers);
    expect(inputs[2]?.peerAnswers).toEqual(['']);
    expect(toEvaluationInputs(parseMarkingCsv(CSV), false)[0]?.peerAnswers).toBeUndefined();
  });
});

describe('spreadsheet formula guard', () => {
  it('quotes text a spreadsheet would run, leaves numbers and plain text', () => {
    for (const cell of ['=1+1', '+A1', '-A1+2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")']) {
      expect(guardSpreadsheetCell(cell)).toBe(`'${cell}`);
    }
    for (const cell of ['-1', '+2.5', '3', 'Plants', '', ' =late', "'quoted"]) {
      expect(guardSpreadsheetCell(cell)).toBe(cell);
    }
  });
});

describe('readMarkingFile', () => {
  const row = (n: number) => `${n},Q?,A,2,B`;
  const file = (rows: number) =>
    [
      'id,question,model_answer,max_marks,student_answer',
      ...Array.from({ length: rows }, (_, i) => row(i)),
    ].join('\n');

  it('takes up to maxRows rows and refuses one more, naming the cap', () => {
    expect(readMarkingFile(file(3), { maxRows: 3 }).rows).toHaveLength(3);
    const refused = (() => {
      try {
        readMarkingFile(file(4), { maxRows: 3 });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(MarkingFileError);
    expect(refused).toMatchObject({
      problem: 'too_many_rows',
      message: expect.stringMatching(/more than 3 rows/),
    });
  });

  it('names an empty file, a bad max_marks and an unknown teacher column', () => {
    expect(() => readMarkingFile(file(0), { maxRows: 3 })).toThrow(/no rows/);
    expect(() => readMarkingFile(file(1).replace(',2,', ',x,'), { maxRows: 3 })).toThrow(
      /max_marks/,
    );
    expect(() => readMarkingFile(file(1), { maxRows: 3, teacherColumn: 'nope' })).toThrow(/nope/);
  });
});
