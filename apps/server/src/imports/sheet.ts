import path from 'node:path';
import type { Readable } from 'node:stream';
import { IMPORT_LIMITS, IMPORT_MSG } from '@wanju/domain';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, businessError } from '../platform/http/errors';

/**
 * The import's xlsx reader. An .xlsx is a zip of XML parts: the first sheet is streamed (never loaded whole,
 * so memory stays bounded by the row limit, and a sheet past the limit is refused after reading one row too
 * many); pictures come from the sheet's drawing (each anchor's top row → its media part), read only when
 * their row is imported. exceljs loads the whole workbook before it gives pictures, which a catalogue of
 * thousands of pictured rows cannot afford; the Excel search reads sheets the same way.
 */

const LIMITS = {
  entries: 200_000,
  part: 64 * 1024 * 1024,
  streamed: 1024 * 1024 * 1024,
  picture: 20 * 1024 * 1024,
  cellText: 4000,
  headerRows: 4,
};

const refuse = (message: string) => businessError(message);
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const attr = (attributes: Record<string, string>, name: string) => {
  for (const [key, value] of Object.entries(attributes)) if (local(key) === name) return value;
  return undefined;
};

function columnIndex(ref: string | undefined): number | null {
  const letters = /^([A-Z]+)/i.exec(ref ?? '')?.[1];
  if (!letters) return null;
  let col = 0;
  for (const ch of letters.toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
  return col;
}

/** A zip opened from a file on disk; entries are read one at a time. */
export class Zip {
  private constructor(
    private readonly file: ZipFile,
    readonly entries: Map<string, Entry>,
  ) {}

  static open(file: string, unreadable: string = IMPORT_MSG.notXlsx): Promise<Zip> {
    return new Promise((resolve, reject) => {
      yauzl.open(file, { lazyEntries: true, decodeStrings: true, autoClose: false }, (error, zip) => {
        if (error || !zip) return reject(refuse(unreadable));
        const entries = new Map<string, Entry>();
        zip.on('entry', (entry: Entry) => {
          if (entries.size >= LIMITS.entries) {
            zip.close();
            return reject(refuse(unreadable));
          }
          entries.set(entry.fileName.replace(/^\/+/, '').toLowerCase(), entry);
          zip.readEntry();
        });
        zip.on('end', () => resolve(new Zip(zip, entries)));
        zip.on('error', () => reject(refuse(unreadable)));
        zip.readEntry();
      });
    });
  }

  has(name: string) {
    return this.entries.has(name.toLowerCase());
  }

  size(name: string) {
    return this.entries.get(name.toLowerCase())?.uncompressedSize ?? 0;
  }

  /** Streams a part to `onChunk` until it answers false or the part ends; beyond `max` bytes it is refused. */
  stream(name: string, max: number, onChunk: (chunk: Buffer) => boolean): Promise<void> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) return Promise.reject(refuse(IMPORT_MSG.notXlsx));
    return new Promise((resolve, reject) => {
      this.file.openReadStream(entry, (error, stream?: Readable) => {
        if (error || !stream) return reject(refuse(IMPORT_MSG.notXlsx));
        let read = 0;
        let settled = false;
        const finish = (failure?: unknown) => {
          if (settled) return;
          settled = true;
          stream.destroy();
          if (failure) reject(failure);
          else resolve();
        };
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          read += chunk.length;
          if (read > max) return finish(refuse(IMPORT_MSG.fileTooLarge));
          try {
            if (!onChunk(chunk)) finish();
          } catch (failure) {
            finish(failure instanceof AppError ? failure : refuse(IMPORT_MSG.notXlsx));
          }
        });
        stream.on('end', () => finish());
        stream.on('error', () => finish(refuse(IMPORT_MSG.notXlsx)));
      });
    });
  }

  async read(name: string, max: number): Promise<Buffer> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw refuse(IMPORT_MSG.notXlsx);
    if (entry.uncompressedSize > max) throw refuse(IMPORT_MSG.fileTooLarge);
    const chunks: Buffer[] = [];
    await this.stream(name, max, (chunk) => {
      chunks.push(chunk);
      return true;
    });
    return Buffer.concat(chunks);
  }

  close() {
    this.file.close();
  }
}

type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

function xml(handlers: XmlHandlers) {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handlers.open?.(local(tag.name), tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => handlers.close?.(local(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  return parser;
}

async function parsePart(zip: Zip, name: string, handlers: XmlHandlers): Promise<void> {
  xml(handlers)
    .write((await zip.read(name, LIMITS.part)).toString('utf8'))
    .close();
}

async function relationships(zip: Zip, part: string): Promise<Map<string, { target: string; type: string }>> {
  const rels = path.posix.join(path.posix.dirname(part), '_rels', `${path.posix.basename(part)}.rels`);
  const found = new Map<string, { target: string; type: string }>();
  if (!zip.has(rels)) return found;
  await parsePart(zip, rels, {
    open(name, attributes) {
      if (name !== 'Relationship' || attr(attributes, 'TargetMode') === 'External') return;
      const id = attr(attributes, 'Id');
      const target = attr(attributes, 'Target');
      if (!id || !target) return;
      const resolved = target.startsWith('/')
        ? target.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(part), target));
      found.set(id, { target: resolved, type: attr(attributes, 'Type') ?? '' });
    },
  });
  return found;
}

async function firstSheet(zip: Zip): Promise<string> {
  const workbook = 'xl/workbook.xml';
  if (!zip.has(workbook)) throw refuse(IMPORT_MSG.notXlsx);
  const rels = await relationships(zip, workbook);
  const ids: string[] = [];
  await parsePart(zip, workbook, {
    open(name, attributes) {
      const id = name === 'sheet' ? attr(attributes, 'id') : undefined;
      if (id) ids.push(id);
    },
  });
  for (const id of ids) {
    const rel = rels.get(id);
    if (rel && /\/worksheet$/.test(rel.type) && zip.has(rel.target)) return rel.target;
  }
  throw refuse(IMPORT_MSG.empty);
}

/** Rows holding pictures (an anchor's top row, 1-based) → their media parts, left to right as anchored. */
async function pictureRows(zip: Zip, sheet: string): Promise<Map<number, string[]>> {
  const rows = new Map<number, { col: number; part: string }[]>();
  for (const drawingRel of (await relationships(zip, sheet)).values()) {
    if (!/\/drawing$/.test(drawingRel.type) || !zip.has(drawingRel.target)) continue;
    const media = await relationships(zip, drawingRel.target);
    let inAnchor = false;
    let inFrom = false;
    let field: 'row' | 'col' | null = null;
    let text = '';
    let anchorRow: number | null = null;
    let anchorCol = 0;
    let embed: string | undefined;
    await parsePart(zip, drawingRel.target, {
      open(name, attributes) {
        if (name === 'twoCellAnchor' || name === 'oneCellAnchor') {
          inAnchor = true;
          anchorRow = null;
          anchorCol = 0;
          embed = undefined;
        } else if (inAnchor && name === 'from') inFrom = true;
        else if (inFrom && (name === 'row' || name === 'col')) {
          field = name;
          text = '';
        } else if (inAnchor && name === 'blip') embed = attr(attributes, 'embed') ?? embed;
      },
      text(chunk) {
        if (field) text += chunk;
      },
      close(name) {
        if (field && name === field) {
          const n = Number(text.trim());
          if (Number.isInteger(n) && n >= 0) {
            if (field === 'row') anchorRow = n + 1;
            else anchorCol = n;
          }
          field = null;
        } else if (name === 'from') inFrom = false;
        else if (name === 'twoCellAnchor' || name === 'oneCellAnchor') {
          inAnchor = false;
          const target = embed ? media.get(embed)?.target : undefined;
          if (anchorRow !== null && target && zip.has(target)) {
            const list = rows.get(anchorRow) ?? [];
            list.push({ col: anchorCol, part: target });
            rows.set(anchorRow, list);
          }
        }
      },
    });
  }
  return new Map(
    [...rows].map(([row, list]) => [row, [...new Set(list.sort((a, b) => a.col - b.col).map((p) => p.part))]]),
  );
}

type RawCell = { shared: number } | { text: string };

/** Streams the sheet's rows to `onRow` (cells by column) until it answers false. */
async function streamRows(
  zip: Zip,
  sheet: string,
  onRow: (row: number, cells: Map<number, RawCell>) => boolean,
  merges?: string[],
): Promise<void> {
  let row = 0;
  let col = 0;
  let cells = new Map<number, RawCell>();
  let type = '';
  let keep = false;
  let text = '';
  let inValue = false;
  let inText = false;
  let phonetic = false;
  let stop = false;
  const parser = xml({
    open(name, attributes) {
      if (stop) return;
      if (name === 'mergeCell') {
        const ref = attr(attributes, 'ref');
        if (ref && merges && merges.length < 10_000) merges.push(ref);
      } else if (name === 'row') {
        const n = Number(attr(attributes, 'r'));
        row = Number.isInteger(n) && n > 0 ? n : row + 1;
        col = 0;
        cells = new Map();
      } else if (name === 'c') {
        col = columnIndex(attr(attributes, 'r')) ?? col + 1;
        type = attr(attributes, 't') ?? 'n';
        keep = col <= IMPORT_LIMITS.columns;
        text = '';
      } else if (keep && name === 'v') inValue = true;
      else if (keep && name === 'rPh') phonetic = true;
      else if (keep && name === 't' && !phonetic) inText = true;
    },
    text(chunk) {
      if ((inValue || inText) && text.length < LIMITS.cellText) text += chunk.slice(0, LIMITS.cellText - text.length);
    },
    close(name) {
      if (name === 'v') inValue = false;
      else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'c' && keep) {
        keep = false;
        if (type === 's') {
          const index = Number(text.trim());
          if (Number.isInteger(index) && index >= 0) cells.set(col, { shared: index });
        } else if (type === 'b') cells.set(col, { text: text.trim() === '1' ? 'true' : 'false' });
        else if (type !== 'e' && text) cells.set(col, { text });
      } else if (name === 'row' && !stop && !onRow(row, cells)) stop = true;
    },
  });
  const decoder = new TextDecoder('utf8');
  await zip.stream(sheet, LIMITS.streamed, (chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }));
    return !stop;
  });
}

/** The shared strings at the given indexes; the read stops after the last one needed. */
async function sharedStrings(zip: Zip, needed: Set<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (!needed.size || !zip.has('xl/sharedStrings.xml')) return found;
  let last = -1;
  for (const n of needed) if (n > last) last = n;
  let index = -1;
  let text = '';
  let inText = false;
  let phonetic = false;
  const parser = xml({
    open(name) {
      if (name === 'si') {
        index++;
        text = '';
      } else if (name === 'rPh') phonetic = true;
      else if (name === 't' && !phonetic) inText = true;
    },
    text(chunk) {
      if (inText && needed.has(index) && text.length < LIMITS.cellText)
        text += chunk.slice(0, LIMITS.cellText - text.length);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'si' && needed.has(index)) found.set(index, text);
    },
  });
  const decoder = new TextDecoder('utf8');
  await zip.stream('xl/sharedStrings.xml', LIMITS.streamed, (chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }));
    return index < last;
  });
  return found;
}

/** A row of the sheet: its number, its cells' text by column, its pictures' media parts. */
export interface SheetRow {
  row: number;
  cells: Map<number, string>;
  pictures: string[];
}

/** An opened workbook: the header, its rows and the pictures of each row. */
export class Sheet {
  private constructor(
    readonly zip: Zip,
    private readonly sheet: string,
    readonly pictures: Map<number, string[]>,
  ) {}

  static async open(file: string): Promise<Sheet> {
    const head = Buffer.alloc(4);
    const fs = await import('node:fs/promises');
    const handle = await fs.open(file, 'r');
    try {
      await handle.read(head, 0, 4, 0);
    } finally {
      await handle.close();
    }
    if (!head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw refuse(IMPORT_MSG.notXlsx);
    const zip = await Zip.open(file);
    try {
      const sheet = await firstSheet(zip);
      return new Sheet(zip, sheet, await pictureRows(zip, sheet));
    } catch (error) {
      zip.close();
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
    await streamRows(this.zip, this.sheet, (row, cells) => {
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
    const needed = new Set<number>();
    for (const cells of [header, ...raw.map((r) => r.cells)])
      for (const cell of cells.values()) if ('shared' in cell) needed.add(cell.shared);
    const strings = await sharedStrings(this.zip, needed);
    const value = (cell: RawCell) => ('shared' in cell ? (strings.get(cell.shared) ?? '') : cell.text).trim();
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
    await streamRows(this.zip, this.sheet, (row, cells) => {
      if (row === 1) header = cells;
      else if (cells.size) raw.push(cells);
      return raw.length < LIMITS.headerRows - 1;
    });
    if (!header.size) throw refuse(IMPORT_MSG.noHeader);
    const needed = new Set<number>();
    for (const cells of [header, ...raw])
      for (const cell of cells.values()) if ('shared' in cell) needed.add(cell.shared);
    const strings = await sharedStrings(this.zip, needed);
    const value = (cell: RawCell) => ('shared' in cell ? (strings.get(cell.shared) ?? '') : cell.text).trim();
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
    await streamRows(
      this.zip,
      this.sheet,
      (row, cells) => {
        if (!cells.size) return true;
        raw.push({ row, cells });
        over = raw.length > limit;
        return !over;
      },
      refs,
    );
    if (over) throw refuse(tooMany);
    const needed = new Set<number>();
    for (const r of raw) for (const cell of r.cells.values()) if ('shared' in cell) needed.add(cell.shared);
    const strings = await sharedStrings(this.zip, needed);
    const value = (cell: RawCell) => ('shared' in cell ? (strings.get(cell.shared) ?? '') : cell.text).trim();
    const rows = raw.map(({ row, cells }) => {
      const width = Math.max(0, ...cells.keys());
      return {
        row,
        cells: Array.from({ length: width }, (_, i) => (cells.has(i + 1) ? value(cells.get(i + 1) as RawCell) : '')),
      };
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
    return this.zip.read(part, LIMITS.picture);
  }

  close() {
    this.zip.close();
  }
}

/** Reads a zip entry whole (bounded), for the pictures zip. */
export const readEntry = (zip: Zip, name: string) => zip.read(name, LIMITS.picture);
export const PICTURE_BYTES_MAX = LIMITS.picture;
