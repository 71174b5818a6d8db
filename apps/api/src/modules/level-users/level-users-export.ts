import {
  LEVEL_USER_STATUS_LABELS,
  percentageOf,
  type LevelUser,
  type LevelUsersExportFormat,
} from '@markwise/contract';
import { guardSpreadsheetCell } from '@markwise/evaluator';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

type Cell = string | number;

/** The export's columns, in order, each with how it reads a row. */
const COLUMNS: { header: string; width: number; value: (user: LevelUser) => Cell }[] = [
  { header: 'Student Name', width: 28, value: (u) => `${u.firstName} ${u.lastName}`.trim() },
  { header: 'Email', width: 32, value: (u) => u.email },
  { header: 'Class', width: 14, value: (u) => u.class ?? '' },
  {
    header: 'Status',
    width: 14,
    value: (u) => LEVEL_USER_STATUS_LABELS[u.level_progress.status],
  },
  { header: 'Attempts', width: 10, value: (u) => u.level_progress.attempts },
  {
    header: 'Marks Awarded',
    width: 14,
    value: (u) => u.level_progress.overall_report?.marks_awarded ?? '',
  },
  {
    header: 'Marks Allocated',
    width: 15,
    value: (u) => u.level_progress.overall_report?.marks_allocated ?? '',
  },
  {
    header: 'Percentage',
    width: 12,
    value: (u) => {
      const report = u.level_progress.overall_report;
      return report ? percentageOf(report.marks_awarded, report.marks_allocated) : '';
    },
  },
  {
    header: 'Result',
    width: 10,
    value: (u) => {
      const report = u.level_progress.overall_report;
      if (!report) return '';
      return report.isPass ? 'Passed' : 'Failed';
    },
  },
  { header: 'Latest Attempt (UTC)', width: 22, value: (u) => u.timestamp },
];

/**
 * The cells of each row. Text goes through the bulk CSV's formula guard: names, emails and classes
 * are typed by people and the file is opened in a spreadsheet by staff. Numbers stay numbers.
 */
export function exportRows(users: readonly LevelUser[]): Cell[][] {
  return users.map((user) =>
    COLUMNS.map((column) => {
      const value = column.value(user);
      return typeof value === 'number' ? value : guardSpreadsheetCell(value);
    }),
  );
}

export const EXPORT_HEADERS = COLUMNS.map((column) => column.header);

/** The rows as a file of the chosen format. */
export async function exportFile(
  format: LevelUsersExportFormat,
  users: readonly LevelUser[],
): Promise<Buffer> {
  const rows = exportRows(users);
  if (format === 'csv') {
    // A byte order mark, so a spreadsheet reads the names as UTF-8.
    return Buffer.from(`\uFEFF${stringify([EXPORT_HEADERS, ...rows])}`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Level report', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
