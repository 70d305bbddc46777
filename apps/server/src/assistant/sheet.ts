import {
  ASSISTANT_LIMITS,
  ASSISTANT_MSG,
  analyzeSheet,
  dataRowsOf,
  picturesByRow,
  type SheetAnalysis,
  type SheetGrid,
} from '@wanju/domain';
import { businessError } from '../platform/http/errors';
import { Sheet } from '../sheets/index';

/** A price list as read: its grid, the analysis of its layout, and the data row each picture belongs to. */
export interface ReadPriceList {
  grid: SheetGrid;
  analysis: SheetAnalysis;
  /** row number → picture parts anchored on it (a picture anchored just above or below a data row joins that row) */
  pictures: Map<number, string[]>;
  /** rows of data under the header */
  dataRows: number[];
}

/** Opens a price list, reads its grid through the one sheet reader and analyses its layout; the caller closes it. */
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
