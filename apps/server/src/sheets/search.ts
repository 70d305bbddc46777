import {
  COLUMN_LIMITS,
  EXCEL_MSG,
  EXCEL_SEARCH_MAX_ROWS,
  fieldOfHeader,
  type SheetGrid,
  sheetHeader,
} from '@wanju/domain';
import { AppError, businessError } from '../platform/http/errors';
import { isOle, isZip, type RawCell, type ReadStats, Workbook } from '../platform/xlsx';

/**
 * The Excel search's reading of a workbook (platform/xlsx streams it): the header and its columns are found by
 * the same column rules as every sheet's (reader.ts), the read stops as soon as the searchable rows pass the
 * limit, so a workbook of a million rows is refused after reading about 500 of them; only the rows kept have
 * their pictures unpacked.
 */

export type { ReadStats };

export interface SheetRow {
  row: number;
  article_number: string;
  name: string;
  picture: Buffer | null;
  has_picture: boolean;
}

const LIMITS = {
  entries: 10_000,
  part: 16 * 1024 * 1024,
  streamed: 128 * 1024 * 1024,
  picture: 20 * 1024 * 1024,
  /** All pictures of the rows kept, unpacked (a picture anchored on several rows counts once). */
  pictures: 100 * 1024 * 1024,
  /** Characters kept of one cell (the search uses 100). */
  cellText: 1000,
  headerCells: 256,
};

const MESSAGES = { unreadable: EXCEL_MSG.unreadable, tooLarge: EXCEL_MSG.contentTooLarge, empty: EXCEL_MSG.empty };

const refuse = (message: string) => businessError(message);

/**
 * Reads the first sheet for an Excel search: the item-number and name columns (by the header, see searchColumns; else
 * columns A and B) and the pictures anchored on each row. Refuses with the domain's Chinese messages: not an
 * xlsx, encrypted, unreadable, a part too large, nothing to search, or more than EXCEL_SEARCH_MAX_ROWS rows
 * (found while reading, without reading the rest). With `pictures: false` the rows only say they have one.
 */
export async function readSheet(
  bytes: Buffer,
  options: { pictures?: boolean; stats?: ReadStats } = {},
): Promise<SheetRow[]> {
  if (isOle(bytes)) throw refuse(EXCEL_MSG.encrypted);
  if (!isZip(bytes)) throw refuse(EXCEL_MSG.notXlsx);
  const book = await Workbook.open({ bytes }, { messages: MESSAGES, limits: LIMITS, stats: options.stats });
  try {
    return await readRows(book, options.pictures ?? true);
  } catch (error) {
    throw error instanceof AppError ? error : refuse(EXCEL_MSG.unreadable);
  } finally {
    book.close();
  }
}

async function readRows(book: Workbook, withPictures: boolean): Promise<SheetRow[]> {
  const sheet = await book.firstSheet();
  // Each row's first picture (left to right) is the one searched.
  const pictures = new Map([...(await book.pictureRows(sheet))].map(([row, parts]) => [row, parts[0] as string]));

  // The header, found among the first rows, decides the columns (their text may be shared strings).
  const head: { row: number; cells: Map<number, RawCell> }[] = [];
  await book.streamRows(
    sheet,
    (_col, kept) => kept < LIMITS.headerCells,
    (row, cells) => {
      if (cells.size) head.push({ row, cells });
      return head.length < COLUMN_LIMITS.headerScan;
    },
  );
  const headText = await book.texts(head.flatMap((r) => [...r.cells.values()]));
  const grid: SheetGrid = {
    rows: head.map(({ row, cells }) => ({
      row,
      cells: Array.from({ length: Math.max(0, ...cells.keys()) }, (_, i) => headText(cells.get(i + 1))),
    })),
  };
  const { articleCol, nameCol, firstRow } = searchColumns(grid);

  // Rows to search: those with an item number, a name or a picture; one more than the limit ends the read.
  const pictureRowsKept = [...pictures.keys()].filter((row) => row >= firstRow);
  if (pictureRowsKept.length > EXCEL_SEARCH_MAX_ROWS) throw refuse(EXCEL_MSG.tooManyRows);
  const texts = new Map<number, { article?: RawCell; name?: RawCell }>();
  let count = pictureRowsKept.length;
  let tooMany = false;
  const wanted = new Set([articleCol, nameCol]);
  await book.streamRows(
    sheet,
    (col) => wanted.has(col),
    (row, cells) => {
      if (row < firstRow || !cells.size || texts.has(row)) return true;
      texts.set(row, { article: cells.get(articleCol), name: cells.get(nameCol) });
      if (!pictures.has(row)) count++;
      if (count > EXCEL_SEARCH_MAX_ROWS) tooMany = true;
      return !tooMany;
    },
  );
  if (tooMany) throw refuse(EXCEL_MSG.tooManyRows);

  const text = await book.texts([...texts.values()].flatMap(({ article, name }) => [article, name]));
  const value = (cell: RawCell | undefined) => text(cell).slice(0, 100);

  const numbers = new Set([...texts.keys(), ...pictureRowsKept]);
  // A small zip may unpack to far larger pictures: their declared sizes are checked before any is read
  // (also when only counting them), each picture read once.
  const parts = new Set([...numbers].flatMap((row) => pictures.get(row) ?? []));
  let total = 0;
  for (const part of parts) {
    const size = book.zip.size(part);
    total += size;
    if (size > LIMITS.picture || total > LIMITS.pictures) throw refuse(EXCEL_MSG.contentTooLarge);
  }
  const media = new Map<string, Buffer>();
  const picture = async (part: string) => {
    const bytes = media.get(part) ?? (await book.zip.read(part, LIMITS.picture));
    media.set(part, bytes);
    return bytes;
  };
  const rows: SheetRow[] = [];
  for (const row of [...numbers].sort((a, b) => a - b)) {
    const cells = texts.get(row);
    const article = value(cells?.article);
    const name = value(cells?.name);
    const part = pictures.get(row);
    if (!article && !name && !part) continue;
    rows.push({
      row,
      article_number: article,
      name,
      picture: part && withPictures ? await picture(part) : null,
      has_picture: !!part,
    });
  }
  if (!rows.length) throw refuse(EXCEL_MSG.empty);
  return rows;
}

/**
 * The item-number and name columns of a sheet to search, and its first row to search: by the header the column
 * rules find among the first rows (a name in Chinese or else in English), else by a first row naming either,
 * else columns A and B from row 1.
 */
export function searchColumns(grid: SheetGrid): { articleCol: number; nameCol: number; firstRow: number } {
  const header = sheetHeader(grid);
  const first = grid.rows[0];
  const named = header?.columns.some((c) => c.field) ? header : null;
  if (named) {
    const col = (field: string) => named.columns.find((c) => c.field === field)?.column;
    return {
      articleCol: col('article_number') ?? 1,
      nameCol: col('name') ?? col('name_en') ?? 2,
      firstRow: named.headerRow + 1,
    };
  }
  let articleCol = 1;
  let nameCol = 2;
  let firstRow = 1;
  first?.cells.forEach((text, i) => {
    const { field } = fieldOfHeader(text);
    if (field === 'article_number') articleCol = i + 1;
    else if (field === 'name' || field === 'name_en') nameCol = i + 1;
    else return;
    firstRow = first.row + 1;
  });
  return { articleCol, nameCol, firstRow };
}
