// The export kit's spreadsheet (docs/decisions/027-documents.md): one sheet from column definitions
// (a header already in the user's language, how a row gives the cell's value, its number format), a
// title row, the header row frozen under it, widths that fit the text, and at most EXPORT_ROW_CAP rows,
// with a note under them when the list was cut. Written by exceljs, buffered: the cap keeps it small.
import ExcelJS from 'exceljs';
import { siteClock } from '#contract/time.ts';

/** The most rows a sheet holds: a list longer than this is cut, and the sheet says so. */
export const EXPORT_ROW_CAP = 10_000;

/**
 * How a column's numbers read. Times are epoch ms and written as Beijing's wall clock (contract/time.ts),
 * the zone of every date the portal shows; a percent is 0–100 as the platform sends it.
 */
export type CellFormat = 'text' | 'integer' | 'decimal' | 'money' | 'percent' | 'date' | 'dateTime';

export type CellValue = string | number | null;

export type Column<Row> = {
  /** Already translated. */
  header: string;
  value: (row: Row) => CellValue;
  format?: CellFormat;
  /** In characters; else fitted to the header and the first rows. */
  width?: number;
  /** A cell to mark (the lowest price of a line): bold on a green fill. */
  marked?: (row: Row) => boolean;
};

export type Sheet<Row> = {
  /** The tab's name (cut to Excel's 31 characters, without the characters Excel refuses). */
  name: string;
  /** The first row: what the sheet is. */
  title: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  /** Lines under the rows (what a mark means, who submitted a report); the cut's note is added by the kit. */
  notes?: ReadonlyArray<string>;
};

/** What the kit says when it cuts a list, in the user's language: `{shown, total}` filled in by the caller's words. */
export type CutNote = (shown: number, total: number) => string;

const NUMBER_FORMAT: Record<CellFormat, string | undefined> = {
  text: '@',
  integer: '#,##0',
  decimal: undefined,
  money: '#,##0.00',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
};

const MARK_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD3F9D8' } };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F3F5' } };
const TITLE_ROW = 1;
const HEADER_ROW = 2;

/** A cell's value as exceljs stores it: times as Beijing's wall clock, percents as fractions. */
function cellOf(value: CellValue, format: CellFormat | undefined): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (format === 'date' || format === 'dateTime') return siteClock(value);
  if (format === 'percent') return value / 100;
  return value;
}

/** How wide a text reads in a spreadsheet: a CJK or full-width character takes two columns. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}

function shown(value: CellValue, format: CellFormat | undefined): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (format === 'dateTime') return 'yyyy-mm-dd hh:mm';
  if (format === 'date') return 'yyyy-mm-dd';
  return format === 'money' ? moneyText(value) : String(value);
}

/** An amount as a note writes it: two decimals, thousands grouped. */
export function moneyText(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Rows read to fit a column's width: enough to see its usual length, few enough to stay quick. */
const FIT_SAMPLE = 200;

function fittedWidth<Row>(column: Column<Row>, rows: ReadonlyArray<Row>): number {
  if (column.width) return column.width;
  let widest = displayWidth(column.header);
  for (const row of rows.slice(0, FIT_SAMPLE)) widest = Math.max(widest, displayWidth(shown(column.value(row), column.format)));
  return Math.min(Math.max(widest + 2, 8), 60);
}

/** A tab name Excel takes: none of : \ / ? * [ ], at most 31 characters. */
export function sheetName(name: string): string {
  const clean = name.replace(/[:\\/?*[\]]/g, ' ').trim();
  return [...clean].slice(0, 31).join('') || 'Sheet1';
}

function addSheet<Row>(workbook: ExcelJS.Workbook, sheet: Sheet<Row>, cutNote: CutNote | null, total: number): void {
  const { columns } = sheet;
  const rows = sheet.rows.slice(0, EXPORT_ROW_CAP);
  const worksheet = workbook.addWorksheet(sheetName(sheet.name), {
    views: [{ state: 'frozen', ySplit: HEADER_ROW, xSplit: 0, topLeftCell: `A${HEADER_ROW + 1}`, activeCell: `A${HEADER_ROW + 1}` }],
  });
  columns.forEach((column, index) => {
    worksheet.getColumn(index + 1).width = fittedWidth(column, rows);
  });

  const title = worksheet.getRow(TITLE_ROW);
  title.getCell(1).value = sheet.title;
  title.font = { bold: true, size: 14 };
  title.height = 24;
  if (columns.length > 1) worksheet.mergeCells(TITLE_ROW, 1, TITLE_ROW, columns.length);

  const header = worksheet.getRow(HEADER_ROW);
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.header;
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin', color: { argb: 'FFADB5BD' } } };
  });
  header.font = { bold: true };

  rows.forEach((row, offset) => {
    const line = worksheet.getRow(HEADER_ROW + 1 + offset);
    columns.forEach((column, index) => {
      const cell = line.getCell(index + 1);
      cell.value = cellOf(column.value(row), column.format);
      const format = NUMBER_FORMAT[column.format ?? 'text'];
      if (format && cell.value !== null) cell.numFmt = format;
      if (column.marked?.(row)) {
        cell.fill = MARK_FILL;
        cell.font = { bold: true, color: { argb: 'FF2B8A3E' } };
      }
    });
  });

  const notes = [...(sheet.notes ?? []), ...(cutNote && total > rows.length ? [cutNote(rows.length, total)] : [])];
  notes.forEach((note, offset) => {
    const cell = worksheet.getRow(HEADER_ROW + rows.length + 2 + offset).getCell(1);
    cell.value = note;
    cell.font = { italic: true, color: { argb: 'FF868E96' } };
  });
}

export type WorkbookOptions = {
  /** The workbook's title in its properties (the first sheet's title when left out). */
  title?: string;
  /** Said under a sheet cut at EXPORT_ROW_CAP rows. */
  cutNote: CutNote;
  /** How many rows there were in all, by sheet (a list cut before it reached the kit); else each sheet's rows. */
  totals?: ReadonlyArray<number>;
};

/** The .xlsx file of one or more sheets, each with rows of its own kind. */
export async function workbookOf<Rows extends unknown[]>(sheets: { [K in keyof Rows]: Sheet<Rows[K]> }, options: WorkbookOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'procurement-portal';
  workbook.created = new Date();
  workbook.title = options.title ?? sheets[0]?.title ?? '';
  (sheets as ReadonlyArray<Sheet<unknown>>).forEach((sheet, index) => {
    addSheet(workbook, sheet, options.cutNote, options.totals?.[index] ?? sheet.rows.length);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
