import { ASSISTANT_LIMITS, ASSISTANT_MSG, analyzeSheet, type SheetAnalysis, type SheetGrid } from '@wanju/domain';
import { Sheet } from '../imports/index';
import { businessError } from '../platform/http/errors';

/** A price list as read: its grid, the analysis of its layout, and the data row each picture belongs to. */
export interface ReadPriceList {
  grid: SheetGrid;
  analysis: SheetAnalysis;
  /** row number → picture parts anchored on it (a picture anchored just above or below a data row joins that row) */
  pictures: Map<number, string[]>;
  /** rows of data under the header */
  dataRows: number[];
}

/** The data rows under the header: two or more filled cells, not a repeat of the header, not a note. */
export function dataRowsOf(grid: SheetGrid, analysis: SheetAnalysis): number[] {
  const mapped = analysis.columns.filter((c) => c.field).map((c) => c.column);
  return grid.rows
    .filter((r) => r.row > analysis.headerRow)
    .filter((r) => mapped.filter((col) => (r.cells[col - 1] ?? '').trim() !== '').length >= 2)
    .filter((r) => !analysis.columns.every((c) => !c.header || (r.cells[c.column - 1] ?? '') === c.header))
    .map((r) => r.row);
}

/** Pictures by data row: an anchor on a data row, or the nearest data row one row away. */
export function picturesByRow(anchored: Map<number, string[]>, dataRows: readonly number[]): Map<number, string[]> {
  const rows = new Set(dataRows);
  const found = new Map<number, string[]>();
  for (const [row, parts] of anchored) {
    const target = rows.has(row) ? row : rows.has(row + 1) ? row + 1 : rows.has(row - 1) ? row - 1 : null;
    if (target !== null) found.set(target, [...(found.get(target) ?? []), ...parts]);
  }
  return found;
}

/** Opens a price list, reads its grid through the import's reader and analyses its layout; the caller closes it. */
export async function readPriceList(file: string): Promise<{ sheet: Sheet; list: ReadPriceList }> {
  const sheet = await Sheet.open(file);
  try {
    const grid = await sheet.grid(ASSISTANT_LIMITS.rows + ASSISTANT_LIMITS.headerScan, ASSISTANT_MSG.tooManyRows);
    const analysis = analyzeSheet(grid);
    if (!analysis) throw businessError(ASSISTANT_MSG.noHeader);
    const dataRows = dataRowsOf(grid, analysis);
    if (!dataRows.length) throw businessError(ASSISTANT_MSG.noRows);
    return { sheet, list: { grid, analysis, dataRows, pictures: picturesByRow(sheet.pictures, dataRows) } };
  } catch (error) {
    sheet.close();
    throw error;
  }
}
