import type { LevelUsersExportFormat } from '@markwise/contract';
import { guardSpreadsheetCell } from '@markwise/evaluator';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/** A cell of an exported sheet: text, a number, or '' for none. */
export type SpreadsheetCell = string | number;

/** A column of an exported sheet: its header and, in a workbook, its width in characters. */
export type SpreadsheetColumn = { header: string; width: number };

export type Spreadsheet = {
  /** The worksheet's name in a workbook. */
  name: string;
  columns: readonly SpreadsheetColumn[];
  rows: readonly (readonly SpreadsheetCell[])[];
};

/**
 * A row's cells as they are written. Text goes through the bulk CSV's formula guard: names, emails
 * and classes are typed by people and the file is opened in a spreadsheet by staff, so a cell a
 * spreadsheet would run as a formula starts with a single quote. Numbers stay numbers.
 */
export function guardedRow(cells: readonly SpreadsheetCell[]): SpreadsheetCell[] {
  return cells.map((cell) => (typeof cell === 'number' ? cell : guardSpreadsheetCell(cell)));
}

/**
 * The sheet as a file of the chosen format: CSV (UTF-8 with a byte order mark, so a spreadsheet
 * reads the names as UTF-8) or an XLSX workbook with a bold, frozen header row. Cells are guarded
 * here, whatever the caller did.
 */
export async function spreadsheetFile(
  format: LevelUsersExportFormat,
  sheet: Spreadsheet,
): Promise<Buffer> {
  const headers = sheet.columns.map((column) => column.header);
  const rows = sheet.rows.map(guardedRow);
  if (format === 'csv') {
    return Buffer.from(`\uFEFF${stringify([headers, ...rows])}`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    width: column.width,
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
