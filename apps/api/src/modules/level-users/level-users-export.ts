import {
  LEVEL_USER_STATUS_LABELS,
  percentageOf,
  type LevelUser,
  type LevelUsersExportFormat,
} from '@markwise/contract';
import { spreadsheetFile, type SpreadsheetCell } from '../../common/spreadsheet-file.js';

/** The export's columns, in order, each with how it reads a row. */
const COLUMNS: { header: string; width: number; value: (user: LevelUser) => SpreadsheetCell }[] = [
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

/** The rows as a file of the chosen format (text cells formula-guarded by the writer). */
export function exportFile(
  format: LevelUsersExportFormat,
  users: readonly LevelUser[],
): Promise<Buffer> {
  return spreadsheetFile(format, {
    name: 'Level report',
    columns: COLUMNS,
    rows: users.map((user) => COLUMNS.map((column) => column.value(user))),
  });
}
