import fs from 'node:fs/promises';
import { IMPORT_LIMITS, IMPORT_MSG } from '@wanju/domain';
import { AppError, businessError } from '../platform/http/errors';
import { columnIndex, isZip, type RawCell, Workbook, Zip } from '../platform/xlsx';

/**
 * The import's reading of a workbook (platform/xlsx streams it): row 1 is the header, every later row with
 * text or a picture is a row to import; a sheet past the row limit is refused after one row too many.
 */

const LIMITS = {
  entries: 200_000,
  part: 64 * 1024 * 1024,
  streamed: 1024 * 1024 * 1024,
  picture: 20 * 1024 * 1024,
  cellText: 4000,
  headerRows: 4,
};

const MESSAGES = { unreadable: IMPORT_MSG.notXlsx, tooLarge: IMPORT_MSG.fileTooLarge, empty: IMPORT_MSG.empty };
const refuse = (message: string) => businessError(message);
const importedColumn = (col: number) => col <= IMPORT_LIMITS.columns;

/** The pictures zip of an import (pictures named by item number). */
export const openPicturesZip = (file: string) =>
  Zip.open({ file }, { messages: { ...MESSAGES, unreadable: IMPORT_MSG.zipUnreadable }, maxEntries: LIMITS.entries });

/** A row of the sheet: its number, its cells' text by column, its pictures' media parts. */
export interface SheetRow {
  row: number;
  cells: Map<number, string>;
  pictures: string[];
}

/** An opened workbook: the header, its rows and the pictures of each row. */
export class Sheet {
  private constructor(
    private readonly book: Workbook,
    private readonly sheet: string,
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
   * Reads every row after the header (row 1) with text in it, resolving shared strings; more than `limit`
   * rows refuses the file after reading one row too many (nothing is written before this read ends).
   */
  async rows(limit: number): Promise<{ header: string[]; rows: SheetRow[] }> {
    const raw: { row: number; cells: Map<number, RawCell> }[] = [];
    let header = new Map<number, RawCell>();
    let count = 0;
    let tooMany = false;
    const pictured = new Set(this.pictures.keys());
    await this.book.streamRows(this.sheet, importedColumn, (row, cells) => {
      if (row === 1) {
        header = cells;
        return true;
      }
      if (!cells.size) return true;
      pictured.delete(row);
      raw.push({ row, cells });
      count++;
      if (count > limit) tooMany = true;
      return !tooMany;
    });
    if (tooMany) throw refuse(IMPORT_MSG.tooManyRows(limit));
    if (!header.size) throw refuse(IMPORT_MSG.noHeader);
    const value = await this.book.texts([header, ...raw.map((r) => r.cells)].flatMap((cells) => [...cells.values()]));
    const width = Math.max(...header.keys());
    const headerTexts = Array.from({ length: width }, (_, i) => {
      const cell = header.get(i + 1);
      return cell ? value(cell) : '';
    });
    const rows: SheetRow[] = raw.map(({ row, cells }) => ({
      row,
      cells: new Map([...cells].map(([col, cell]) => [col, value(cell)])),
      pictures: this.pictures.get(row) ?? [],
    }));
    // Rows that hold only pictures are rows too (their cells are empty: they are refused with a reason).
    for (const row of pictured)
      if (row > 1) rows.push({ row, cells: new Map(), pictures: this.pictures.get(row) ?? [] });
    rows.sort((a, b) => a.row - b.row);
    return { header: headerTexts, rows };
  }

  /** The header and the first rows, for the mapping step. */
  async preview(): Promise<{ header: string[]; samples: Map<number, string>[] }> {
    const raw: Map<number, RawCell>[] = [];
    let header = new Map<number, RawCell>();
    await this.book.streamRows(this.sheet, importedColumn, (row, cells) => {
      if (row === 1) header = cells;
      else if (cells.size) raw.push(cells);
      return raw.length < LIMITS.headerRows - 1;
    });
    if (!header.size) throw refuse(IMPORT_MSG.noHeader);
    const value = await this.book.texts([header, ...raw].flatMap((cells) => [...cells.values()]));
    const width = Math.max(...header.keys());
    return {
      header: Array.from({ length: width }, (_, i) => {
        const cell = header.get(i + 1);
        return cell ? value(cell).slice(0, 100) : '';
      }),
      samples: raw.map((cells) => new Map([...cells].map(([col, cell]) => [col, value(cell).slice(0, 100)]))),
    };
  }

  /**
   * Every row with text as it stands (no header assumed: the AI assistant finds it), cells by column from 1,
   * the merged ranges, and the rows pictures are anchored on; more than `limit` rows is refused.
   */
  async grid(
    limit: number,
    tooMany: string,
  ): Promise<{
    rows: { row: number; cells: string[] }[];
    merges: { top: number; left: number; bottom: number; right: number }[];
  }> {
    const raw: { row: number; cells: Map<number, RawCell> }[] = [];
    const refs: string[] = [];
    let over = false;
    await this.book.streamRows(
      this.sheet,
      importedColumn,
      (row, cells) => {
        if (!cells.size) return true;
        raw.push({ row, cells });
        over = raw.length > limit;
        return !over;
      },
      refs,
    );
    if (over) throw refuse(tooMany);
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

  /** A picture part's bytes (bounded). */
  picture(part: string): Promise<Buffer> {
    return this.book.zip.read(part, LIMITS.picture);
  }

  close() {
    this.book.close();
  }
}

/** Reads a zip entry whole (bounded), for the pictures zip. */
export const readEntry = (zip: Zip, name: string) => zip.read(name, LIMITS.picture);
export const PICTURE_BYTES_MAX = LIMITS.picture;
