import path from 'node:path';
import type { Readable } from 'node:stream';
import { EXCEL_MSG, EXCEL_SEARCH_MAX_ROWS } from '@wanju/domain';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, businessError } from '../platform/http/errors';

/**
 * The Excel search reader. An .xlsx is a zip of XML parts; the first sheet is read as a stream and the read
 * stops as soon as the searchable rows pass the limit, so a workbook of a million rows is refused after
 * reading about 500 of them (exceljs loads the whole workbook first, and its streaming reader gives no
 * pictures). Pictures come from the sheet's drawing: each anchor's top row, and the media part it embeds,
 * read only for the rows kept. Every part is bounded in size while it is unpacked.
 */

export interface SheetRow {
  row: number;
  article_number: string;
  name: string;
  picture: Buffer | null;
  has_picture: boolean;
}

/** What the read went through (tests assert that a huge sheet is not read whole). */
export interface ReadStats {
  /** <row> elements of the sheet parsed. */
  rowsScanned: number;
  /** Bytes unpacked from the zip. */
  bytesInflated: number;
}

const LIMITS = {
  entries: 10_000,
  /** workbook, relationships, drawing: small XML parts read whole. */
  part: 16 * 1024 * 1024,
  /** The sheet and the shared strings are streamed; beyond this much XML the workbook is refused. */
  streamed: 128 * 1024 * 1024,
  picture: 20 * 1024 * 1024,
  /** All pictures of the rows kept, unpacked (a picture anchored on several rows counts once). */
  pictures: 100 * 1024 * 1024,
  /** Characters kept of one cell (the search uses 100). */
  cellText: 1000,
  headerCells: 256,
};

const ARTICLE_HEADER = /货号|款号|编号|item|article|no\./;
const NAME_HEADER = /品名|名称|产品|name|description/;

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

const rowIndex = (ref: string | undefined) => {
  const n = Number(ref);
  return Number.isInteger(n) && n > 0 ? n : null;
};

class Zip {
  private constructor(
    private readonly file: ZipFile,
    private readonly entries: Map<string, Entry>,
    readonly stats: ReadStats,
  ) {}

  static open(bytes: Buffer, stats: ReadStats): Promise<Zip> {
    return new Promise((resolve, reject) => {
      yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true }, (error, file) => {
        if (error || !file) return reject(refuse(EXCEL_MSG.unreadable));
        const entries = new Map<string, Entry>();
        file.on('entry', (entry: Entry) => {
          if (entries.size >= LIMITS.entries) {
            file.close();
            return reject(refuse(EXCEL_MSG.contentTooLarge));
          }
          entries.set(entry.fileName.replace(/^\/+/, '').toLowerCase(), entry);
          file.readEntry();
        });
        file.on('end', () => resolve(new Zip(file, entries, stats)));
        file.on('error', () => reject(refuse(EXCEL_MSG.unreadable)));
        file.readEntry();
      });
    });
  }

  /** The unpacked size the zip declares (the unpacking holds it to that). */
  size(name: string): number {
    return this.entries.get(name.toLowerCase())?.uncompressedSize ?? 0;
  }

  has(name: string) {
    return this.entries.has(name.toLowerCase());
  }

  /**
   * Streams a part's bytes to `onChunk` until it answers false (the stream is dropped there) or the part
   * ends; more than `max` bytes refuses the workbook as too large.
   */
  stream(name: string, max: number, onChunk: (chunk: Buffer) => boolean): Promise<void> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) return Promise.reject(refuse(EXCEL_MSG.unreadable));
    return new Promise((resolve, reject) => {
      this.file.openReadStream(entry, (error, stream?: Readable) => {
        if (error || !stream) return reject(refuse(EXCEL_MSG.unreadable));
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
          this.stats.bytesInflated += chunk.length;
          if (read > max) return finish(refuse(EXCEL_MSG.contentTooLarge));
          try {
            if (!onChunk(chunk)) finish();
          } catch (failure) {
            finish(failure instanceof AppError ? failure : refuse(EXCEL_MSG.unreadable));
          }
        });
        stream.on('end', () => finish());
        stream.on('error', () => finish(refuse(EXCEL_MSG.unreadable)));
      });
    });
  }

  /** A small part whole; refused when it says (or turns out) to be larger than `max`. */
  async read(name: string, max: number): Promise<Buffer> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw refuse(EXCEL_MSG.unreadable);
    if (entry.uncompressedSize > max) throw refuse(EXCEL_MSG.contentTooLarge);
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

/** A SAX parser over local element names (a chunk may end inside a character: callers decode with a streaming TextDecoder). */
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
  const parser = xml(handlers);
  parser.write((await zip.read(name, LIMITS.part)).toString('utf8')).close();
}

/** A part's relationships: id → { target part, type }. */
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

/** The first worksheet's part (workbook order). */
async function firstSheet(zip: Zip): Promise<string> {
  const workbook = 'xl/workbook.xml';
  if (!zip.has(workbook)) throw refuse(EXCEL_MSG.unreadable);
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
  throw refuse(EXCEL_MSG.empty);
}

/** Rows that hold a picture (an anchor's top row, 1-based) → the media part of its first picture. */
async function pictureRows(zip: Zip, sheet: string): Promise<Map<number, string>> {
  const rows = new Map<number, string>();
  for (const drawingRel of (await relationships(zip, sheet)).values()) {
    if (!/\/drawing$/.test(drawingRel.type) || !zip.has(drawingRel.target)) continue;
    const media = await relationships(zip, drawingRel.target);
    let inAnchor = false;
    let inFrom = false;
    let inRow = false;
    let rowText = '';
    let anchorRow: number | null = null;
    let embed: string | undefined;
    await parsePart(zip, drawingRel.target, {
      open(name, attributes) {
        if (name === 'twoCellAnchor' || name === 'oneCellAnchor') {
          inAnchor = true;
          anchorRow = null;
          embed = undefined;
        } else if (inAnchor && name === 'from') inFrom = true;
        else if (inFrom && name === 'row') {
          inRow = true;
          rowText = '';
        } else if (inAnchor && name === 'blip') embed = attr(attributes, 'embed') ?? embed;
      },
      text(text) {
        if (inRow) rowText += text;
      },
      close(name) {
        if (name === 'row' && inRow) {
          inRow = false;
          const n = Number(rowText.trim());
          if (Number.isInteger(n) && n >= 0) anchorRow = n + 1;
        } else if (name === 'from') inFrom = false;
        else if (name === 'twoCellAnchor' || name === 'oneCellAnchor') {
          inAnchor = false;
          const target = embed ? media.get(embed)?.target : undefined;
          if (anchorRow !== null && target && zip.has(target) && !rows.has(anchorRow)) rows.set(anchorRow, target);
        }
      },
    });
  }
  return rows;
}

/** A cell as stored: a shared-string index or its own text. */
type RawCell = { shared: number } | { text: string };

/**
 * Streams the sheet's rows: `onRow(row, cells)` gets each row's cells (by column) among `wanted` (all when
 * null), and answers false to stop the read there.
 */
async function streamRows(
  zip: Zip,
  sheet: string,
  wanted: Set<number> | null,
  onRow: (row: number, cells: Map<number, RawCell>) => boolean,
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
      // The parser finishes the chunk it was given; the rest of it is skipped.
      if (stop) return;
      if (name === 'row') {
        row = rowIndex(attr(attributes, 'r')) ?? row + 1;
        col = 0;
        cells = new Map();
        zip.stats.rowsScanned++;
      } else if (name === 'c') {
        col = columnIndex(attr(attributes, 'r')) ?? col + 1;
        type = attr(attributes, 't') ?? 'n';
        keep = (wanted === null && cells.size < LIMITS.headerCells) || !!wanted?.has(col);
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
  const last = Math.max(...needed);
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

/**
 * Reads the first sheet for an Excel search: the item-number and name columns (by a header in row 1, else
 * columns A and B) and the pictures anchored on each row. Refuses with the domain's Chinese messages: not an
 * xlsx, encrypted, unreadable, a part too large, nothing to search, or more than EXCEL_SEARCH_MAX_ROWS rows
 * (found while reading, without reading the rest). With `pictures: false` the rows only say they have one.
 */
export async function readSheet(
  bytes: Buffer,
  options: { pictures?: boolean; stats?: ReadStats } = {},
): Promise<SheetRow[]> {
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) throw refuse(EXCEL_MSG.encrypted);
  if (!bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw refuse(EXCEL_MSG.notXlsx);
  const stats = options.stats ?? { rowsScanned: 0, bytesInflated: 0 };
  const zip = await Zip.open(bytes, stats);
  try {
    return await readRows(zip, options.pictures ?? true);
  } catch (error) {
    throw error instanceof AppError ? error : refuse(EXCEL_MSG.unreadable);
  } finally {
    zip.close();
  }
}

async function readRows(zip: Zip, withPictures: boolean): Promise<SheetRow[]> {
  const sheet = await firstSheet(zip);
  const pictures = await pictureRows(zip, sheet);

  // The header row decides the columns (its text may be shared strings).
  let header = new Map<number, RawCell>();
  await streamRows(zip, sheet, null, (row, cells) => {
    if (row === 1) header = cells;
    return false;
  });
  const headerStrings = await sharedStrings(
    zip,
    new Set([...header.values()].flatMap((cell) => ('shared' in cell ? [cell.shared] : []))),
  );
  let articleCol = 1;
  let nameCol = 2;
  let firstRow = 1;
  for (const col of [...header.keys()].sort((a, b) => a - b)) {
    const cell = header.get(col) as RawCell;
    const text = ('shared' in cell ? (headerStrings.get(cell.shared) ?? '') : cell.text).toLowerCase();
    if (ARTICLE_HEADER.test(text)) {
      articleCol = col;
      firstRow = 2;
    } else if (NAME_HEADER.test(text)) {
      nameCol = col;
      firstRow = 2;
    }
  }

  // Rows to search: those with an item number, a name or a picture; one more than the limit ends the read.
  const pictureRowsKept = [...pictures.keys()].filter((row) => row >= firstRow);
  if (pictureRowsKept.length > EXCEL_SEARCH_MAX_ROWS) throw refuse(EXCEL_MSG.tooManyRows);
  const texts = new Map<number, { article?: RawCell; name?: RawCell }>();
  let count = pictureRowsKept.length;
  let tooMany = false;
  await streamRows(zip, sheet, new Set([articleCol, nameCol]), (row, cells) => {
    if (row < firstRow || !cells.size || texts.has(row)) return true;
    texts.set(row, { article: cells.get(articleCol), name: cells.get(nameCol) });
    if (!pictures.has(row)) count++;
    if (count > EXCEL_SEARCH_MAX_ROWS) tooMany = true;
    return !tooMany;
  });
  if (tooMany) throw refuse(EXCEL_MSG.tooManyRows);

  const needed = new Set<number>();
  for (const { article, name } of texts.values())
    for (const cell of [article, name]) if (cell && 'shared' in cell) needed.add(cell.shared);
  const strings = await sharedStrings(zip, needed);
  const value = (cell: RawCell | undefined) =>
    (cell ? ('shared' in cell ? (strings.get(cell.shared) ?? '') : cell.text) : '').trim().slice(0, 100);

  const numbers = new Set([...texts.keys(), ...pictureRowsKept]);
  // A small zip may unpack to far larger pictures: their declared sizes are checked before any is read
  // (also when only counting them), each picture read once.
  const parts = new Set([...numbers].flatMap((row) => pictures.get(row) ?? []));
  let total = 0;
  for (const part of parts) {
    const size = zip.size(part);
    total += size;
    if (size > LIMITS.picture || total > LIMITS.pictures) throw refuse(EXCEL_MSG.contentTooLarge);
  }
  const media = new Map<string, Buffer>();
  const picture = async (part: string) => {
    const bytes = media.get(part) ?? (await zip.read(part, LIMITS.picture));
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
