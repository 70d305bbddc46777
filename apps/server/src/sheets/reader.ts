import fs from 'node:fs/promises';
import {
  COLUMN_LIMITS,
  type ColumnGuess,
  IMPORT_LIMITS,
  IMPORT_MSG,
  picturesByRow,
  type SheetGrid,
  sheetHeader,
} from '@wanju/domain';
import { AppError, businessError } from '../platform/http/errors';
import { columnIndex, isZip, type RawCell, Workbook } from '../platform/xlsx';

/**
 * The one reading of an uploaded sheet (platform/xlsx streams it): its rows as text, the header found among
 * the first rows by the domain's column rules (titles and supplier details above it skipped, a 长/宽/高 row
 * joined to its title), the rows under it and each row's pictures (a picture anchored a row off its product
 * joins it). A sheet past the caller's row limit is refused after reading one row too many.
 */

const LIMITS = {
  entries: 200_000,
  part: 64 * 1024 * 1024,
  streamed: 1024 * 1024 * 1024,
  picture: 20 * 1024 * 1024,
  cellText: 4000,
};

/** Rows read for a preview (the mapping step): the rows the header is searched in and some under it. */
const PREVIEW_ROWS = COLUMN_LIMITS.headerScan + 20;

const MESSAGES = { unreadable: IMPORT_MSG.notXlsx, tooLarge: IMPORT_MSG.fileTooLarge, empty: IMPORT_MSG.empty };
const refuse = (message: string) => businessError(message);
const readColumn = (col: number) => col <= IMPORT_LIMITS.columns;

/** A row under the header: its number, its cells' text by column, its pictures' media parts. */
export interface SheetRow {
  row: number;
  cells: Map<number, string>;
  pictures: string[];
}

/** A sheet as its columns read: where the header is, its texts by column, each column's guess, the rows under it. */
export interface SheetTable {
  /** the header's row (the last of two when a 长/宽/高 row is under it) */
  headerRow: number;
  /** header texts by column from 1 (headers[0] is column 1) */
  headers: string[];
  columns: ColumnGuess[];
  /** every row under the header with text or a picture, in order */
  rows: SheetRow[];
}

/** An opened workbook's first sheet: its grid, its table and the pictures anchored on its rows. */
export class Sheet {
  private constructor(
    private readonly book: Workbook,
    private readonly sheet: string,
    /** row → picture parts anchored on it */
    readonly pictures: Map<number, string[]>,
  ) {}

  static async open(file: string): Promise<Sheet> {
    const head = Buffer.alloc(4);
    const handle = await fs.open(file, 'r');
    try {
      await handle.read(head, 0, 4, 0);
    } finally {
      await handle.close();
    }
    if (!isZip(head)) throw refuse(IMPORT_MSG.notXlsx);
    const book = await Workbook.open({ file }, { messages: MESSAGES, limits: LIMITS });
    try {
      const sheet = await book.firstSheet();
      return new Sheet(book, sheet, await book.pictureRows(sheet));
    } catch (error) {
      book.close();
      throw error instanceof AppError ? error : refuse(IMPORT_MSG.notXlsx);
    }
  }

  /**
   * Every row with text as it stands (no header assumed), cells by column from 1, and the merged ranges. More
   * than `limit` rows is refused with `tooMany`; with `stop` the read ends there instead (a preview).
   */
  async grid(limit: number, tooMany: string, options: { stop?: boolean } = {}): Promise<SheetGrid> {
    const raw: { row: number; cells: Map<number, RawCell> }[] = [];
    const refs: string[] = [];
    let over = false;
    await this.book.streamRows(
      this.sheet,
      readColumn,
      (row, cells) => {
        if (!cells.size) return true;
        if (raw.length === limit) {
          over = true;
          return false;
        }
        raw.push({ row, cells });
        return true;
      },
      refs,
    );
    if (over && !options.stop) throw refuse(tooMany);
    const value = await this.book.texts(raw.flatMap((r) => [...r.cells.values()]));
    const rows = raw.map(({ row, cells }) => {
      const width = Math.max(0, ...cells.keys());
      return { row, cells: Array.from({ length: width }, (_, i) => value(cells.get(i + 1))) };
    });
    const cellOf = (ref: string) => {
      const m = /^([A-Z]+)(\d+)$/i.exec(ref);
      return m ? { col: columnIndex(m[1]) ?? 0, row: Number(m[2]) } : null;
    };
    const merges = refs.flatMap((ref) => {
      const [a, b] = ref.split(':').map(cellOf);
      return a && b ? [{ top: a.row, left: a.col, bottom: b.row, right: b.col }] : [];
    });
    return { rows, merges };
  }

  /**
   * The sheet as a table: the header wherever it is among the first rows, then every row under it with text
   * or a picture (pictures by row; a row of pictures alone is a row too). More than `limit` rows under the
   * header refuses the file with `tooMany`; `preview` reads only the first rows.
   */
  async table(limit: number, tooMany: string, options: { preview?: boolean } = {}): Promise<SheetTable> {
    const grid = options.preview
      ? await this.grid(PREVIEW_ROWS, tooMany, { stop: true })
      : await this.grid(limit + COLUMN_LIMITS.headerScan, tooMany);
    const header = sheetHeader(grid);
    if (!header) throw refuse(IMPORT_MSG.empty);
    const under = grid.rows.filter((r) => r.row > header.headerRow);
    if (!options.preview && under.length > limit) throw refuse(tooMany);
    const texts = under.map((r) => r.row);
    const pictures = picturesByRow(this.pictures, texts);
    const joined = new Set(texts);
    const rows: SheetRow[] = under.map((r) => ({
      row: r.row,
      cells: new Map(r.cells.flatMap((text, i) => (text ? [[i + 1, text] as const] : []))),
      pictures: pictures.get(r.row) ?? [],
    }));
    // Pictures anchored away from every row of text make rows of their own (refused with a reason).
    for (const [row, parts] of this.pictures) {
      const near = joined.has(row) || joined.has(row + 1) || joined.has(row - 1);
      if (row > header.headerRow && !near && !options.preview) rows.push({ row, cells: new Map(), pictures: parts });
    }
    rows.sort((a, b) => a.row - b.row);
    return { headerRow: header.headerRow, headers: header.headers, columns: header.columns, rows };
  }

  /** A picture part's bytes (bounded). */
  picture(part: string): Promise<Buffer> {
    return this.book.zip.read(part, LIMITS.picture);
  }

  close() {
    this.book.close();
  }
}
