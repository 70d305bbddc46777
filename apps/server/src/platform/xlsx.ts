import path from 'node:path';
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, businessError } from './http/errors';

/**
 * The one xlsx reader of the server (imports and the Excel search). An .xlsx is a zip of XML parts: the
 * first sheet and the shared strings are streamed (never loaded whole) and a read can stop at any row, so a
 * sheet past a caller's limit is refused after reading one row too many; pictures come from the sheet's
 * drawing (each anchor's top row → its media part) and are unpacked only when asked for. Every part is
 * bounded in size while it is unpacked. exceljs loads the whole workbook before it gives pictures, which a
 * catalogue of thousands of pictured rows cannot afford.
 */

/** The caller's Chinese messages for each way a workbook is refused. */
export interface XlsxMessages {
  unreadable: string;
  tooLarge: string;
  empty: string;
}

export interface XlsxLimits {
  /** Zip entries. */
  entries: number;
  /** Small XML parts read whole: workbook, relationships, drawings. */
  part: number;
  /** The sheet and the shared strings, streamed. */
  streamed: number;
  /** Characters kept of one cell. */
  cellText: number;
}

/** What a read went through (tests assert that a huge sheet is not read whole). */
export interface ReadStats {
  /** <row> elements of the sheet parsed. */
  rowsScanned: number;
  /** Bytes unpacked from the zip. */
  bytesInflated: number;
}

/** A cell as stored: a shared-string index or its own text. */
export type RawCell = { shared: number } | { text: string };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OLE compound file: an encrypted (password-protected) workbook, or an old .xls. */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

export const isZip = (head: Buffer) => head.subarray(0, 4).equals(ZIP_MAGIC);
export const isOle = (head: Buffer) => head.subarray(0, 4).equals(OLE_MAGIC);

const local = (name: string) => name.slice(name.indexOf(':') + 1);
const attr = (attributes: Record<string, string>, name: string) => {
  for (const [key, value] of Object.entries(attributes)) if (local(key) === name) return value;
  return undefined;
};

/** A column's number from a cell reference's letters (A → 1). */
export function columnIndex(ref: string | undefined): number | null {
  const letters = /^([A-Z]+)/i.exec(ref ?? '')?.[1];
  if (!letters) return null;
  let col = 0;
  for (const ch of letters.toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
  return col;
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

/** A zip opened from a file or from bytes, entries unpacked one at a time and bounded while they are. */
export class Zip {
  readonly stats: ReadStats;

  private constructor(
    private readonly file: ZipFile,
    private readonly entries: Map<string, Entry>,
    readonly messages: XlsxMessages,
    stats: ReadStats | undefined,
  ) {
    this.stats = stats ?? { rowsScanned: 0, bytesInflated: 0 };
  }

  /** Opens a zip on disk or in memory; one that is no zip, or has more than `maxEntries` entries, is refused. */
  static open(
    source: { file: string } | { bytes: Buffer },
    options: { messages: XlsxMessages; maxEntries: number; stats?: ReadStats },
  ): Promise<Zip> {
    const { messages } = options;
    return new Promise((resolve, reject) => {
      const opened = (error: Error | null, zip?: ZipFile) => {
        if (error || !zip) return reject(businessError(messages.unreadable));
        const entries = new Map<string, Entry>();
        zip.on('entry', (entry: Entry) => {
          if (entries.size >= options.maxEntries) {
            zip.close();
            return reject(businessError(messages.tooLarge));
          }
          entries.set(entry.fileName.replace(/^\/+/, '').toLowerCase(), entry);
          zip.readEntry();
        });
        zip.on('end', () => resolve(new Zip(zip, entries, messages, options.stats)));
        zip.on('error', () => reject(businessError(messages.unreadable)));
        zip.readEntry();
      };
      const settings = { lazyEntries: true, decodeStrings: true, autoClose: false } as const;
      if ('file' in source) yauzl.open(source.file, settings, opened);
      else yauzl.fromBuffer(source.bytes, settings, opened);
    });
  }

  /** Entry names, lower-cased. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string) {
    return this.entries.has(name.toLowerCase());
  }

  /** The unpacked size the zip declares (the unpacking holds it to that). */
  size(name: string) {
    return this.entries.get(name.toLowerCase())?.uncompressedSize ?? 0;
  }

  /** Streams a part to `onChunk` until it answers false or the part ends; beyond `max` bytes it is refused. */
  stream(name: string, max: number, onChunk: (chunk: Buffer) => boolean): Promise<void> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) return Promise.reject(businessError(this.messages.unreadable));
    return new Promise((resolve, reject) => {
      this.file.openReadStream(entry, (error, stream?: Readable) => {
        if (error || !stream) return reject(businessError(this.messages.unreadable));
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
          if (read > max) return finish(businessError(this.messages.tooLarge));
          try {
            if (!onChunk(chunk)) finish();
          } catch (failure) {
            finish(failure instanceof AppError ? failure : businessError(this.messages.unreadable));
          }
        });
        stream.on('end', () => finish());
        stream.on('error', () => finish(businessError(this.messages.unreadable)));
      });
    });
  }

  /** A part whole; refused when it says (or turns out) to be larger than `max`. */
  async read(name: string, max: number): Promise<Buffer> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw businessError(this.messages.unreadable);
    if (entry.uncompressedSize > max) throw businessError(this.messages.tooLarge);
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

/** A workbook in a zip: its first sheet's rows and pictures, its shared strings. */
export class Workbook {
  private constructor(
    readonly zip: Zip,
    private readonly limits: XlsxLimits,
  ) {}

  static async open(
    source: { file: string } | { bytes: Buffer },
    options: { messages: XlsxMessages; limits: XlsxLimits; stats?: ReadStats },
  ): Promise<Workbook> {
    const zip = await Zip.open(source, { ...options, maxEntries: options.limits.entries });
    return new Workbook(zip, options.limits);
  }

  get stats() {
    return this.zip.stats;
  }

  private refuse(message: string) {
    return businessError(message);
  }

  private async parsePart(name: string, handlers: XmlHandlers): Promise<void> {
    xml(handlers)
      .write((await this.zip.read(name, this.limits.part)).toString('utf8'))
      .close();
  }

  private async relationships(part: string): Promise<Map<string, { target: string; type: string }>> {
    const rels = path.posix.join(path.posix.dirname(part), '_rels', `${path.posix.basename(part)}.rels`);
    const found = new Map<string, { target: string; type: string }>();
    if (!this.zip.has(rels)) return found;
    await this.parsePart(rels, {
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

  /** The first worksheet's part name. */
  async firstSheet(): Promise<string> {
    const workbook = 'xl/workbook.xml';
    if (!this.zip.has(workbook)) throw this.refuse(this.zip.messages.unreadable);
    const rels = await this.relationships(workbook);
    const ids: string[] = [];
    await this.parsePart(workbook, {
      open(name, attributes) {
        const id = name === 'sheet' ? attr(attributes, 'id') : undefined;
        if (id) ids.push(id);
      },
    });
    for (const id of ids) {
      const rel = rels.get(id);
      if (rel && /\/worksheet$/.test(rel.type) && this.zip.has(rel.target)) return rel.target;
    }
    throw this.refuse(this.zip.messages.empty);
  }

  /** Rows holding pictures (an anchor's top row, 1-based) → their media parts, left to right as anchored. */
  async pictureRows(sheet: string): Promise<Map<number, string[]>> {
    const rows = new Map<number, { col: number; part: string }[]>();
    for (const drawingRel of (await this.relationships(sheet)).values()) {
      if (!/\/drawing$/.test(drawingRel.type) || !this.zip.has(drawingRel.target)) continue;
      const media = await this.relationships(drawingRel.target);
      let inAnchor = false;
      let inFrom = false;
      let field: 'row' | 'col' | null = null;
      let text = '';
      let anchorRow: number | null = null;
      let anchorCol = 0;
      let embed: string | undefined;
      const has = (part: string) => this.zip.has(part);
      await this.parsePart(drawingRel.target, {
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
            if (anchorRow !== null && target && has(target)) {
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

  /**
   * Streams the sheet's rows to `onRow` (cells by column) until it answers false. `keep(col, kept)` says which
   * cells of a row are read (kept: how many of the row are kept so far). `merges` collects the merged ranges'
   * references (they follow the rows: only a read to the end sees them).
   */
  async streamRows(
    sheet: string,
    keep: (col: number, kept: number) => boolean,
    onRow: (row: number, cells: Map<number, RawCell>) => boolean,
    merges?: string[],
  ): Promise<void> {
    const { cellText } = this.limits;
    const stats = this.stats;
    let row = 0;
    let col = 0;
    let cells = new Map<number, RawCell>();
    let type = '';
    let keeping = false;
    let text = '';
    let inValue = false;
    let inText = false;
    let phonetic = false;
    let stop = false;
    const parser = xml({
      open(name, attributes) {
        // The parser finishes the chunk it was given; the rest of it is skipped.
        if (stop) return;
        if (name === 'mergeCell') {
          const ref = attr(attributes, 'ref');
          if (ref && merges && merges.length < 10_000) merges.push(ref);
        } else if (name === 'row') {
          const n = Number(attr(attributes, 'r'));
          row = Number.isInteger(n) && n > 0 ? n : row + 1;
          col = 0;
          cells = new Map();
          stats.rowsScanned++;
        } else if (name === 'c') {
          col = columnIndex(attr(attributes, 'r')) ?? col + 1;
          type = attr(attributes, 't') ?? 'n';
          keeping = keep(col, cells.size);
          text = '';
        } else if (keeping && name === 'v') inValue = true;
        else if (keeping && name === 'rPh') phonetic = true;
        else if (keeping && name === 't' && !phonetic) inText = true;
      },
      text(chunk) {
        if ((inValue || inText) && text.length < cellText) text += chunk.slice(0, cellText - text.length);
      },
      close(name) {
        if (name === 'v') inValue = false;
        else if (name === 't') inText = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'c' && keeping) {
          keeping = false;
          if (type === 's') {
            const index = Number(text.trim());
            if (Number.isInteger(index) && index >= 0) cells.set(col, { shared: index });
          } else if (type === 'b') cells.set(col, { text: text.trim() === '1' ? 'true' : 'false' });
          else if (type !== 'e' && text) cells.set(col, { text });
        } else if (name === 'row' && !stop && !onRow(row, cells)) stop = true;
      },
    });
    const decoder = new TextDecoder('utf8');
    await this.zip.stream(sheet, this.limits.streamed, (chunk) => {
      parser.write(decoder.decode(chunk, { stream: true }));
      return !stop;
    });
  }

  /** The shared strings at the given indexes; the read stops after the last one needed. */
  async sharedStrings(needed: Set<number>): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    if (!needed.size || !this.zip.has('xl/sharedStrings.xml')) return found;
    const { cellText } = this.limits;
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
        if (inText && needed.has(index) && text.length < cellText) text += chunk.slice(0, cellText - text.length);
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'si' && needed.has(index)) found.set(index, text);
      },
    });
    const decoder = new TextDecoder('utf8');
    await this.zip.stream('xl/sharedStrings.xml', this.limits.streamed, (chunk) => {
      parser.write(decoder.decode(chunk, { stream: true }));
      return index < last;
    });
    return found;
  }

  /** Reads the shared strings of the given cells: a function from one of them to its trimmed text. */
  async texts(cells: Iterable<RawCell | undefined>): Promise<(cell: RawCell | undefined) => string> {
    const needed = new Set<number>();
    for (const cell of cells) if (cell && 'shared' in cell) needed.add(cell.shared);
    const strings = await this.sharedStrings(needed);
    return (cell) => (cell ? ('shared' in cell ? (strings.get(cell.shared) ?? '') : cell.text) : '').trim();
  }

  close() {
    this.zip.close();
  }
}
