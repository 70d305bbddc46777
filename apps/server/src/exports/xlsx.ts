import type { Writable } from 'node:stream';
import type { Embedded } from './pictures';
import { ZipSink } from './zip';

/** A CJK-capable font Excel, WPS and LibreOffice all know; Latin text falls back to its own glyphs. */
export const EXCEL_FONT = '微软雅黑';

export interface SheetColumn {
  title: string;
  /** width in characters (ignored for the picture column, which takes the picture's width) */
  width: number;
  picture?: boolean;
  /** how its numbers are formatted (a real number with a number format); general when absent */
  kind?: NumberKind;
}

/** Number formats of cells: whole numbers, CBM (3 decimals), 2 decimals, money (2 decimals, thousands). */
export type NumberKind = 'int' | 'cbm' | 'dec2' | 'money';

/** A formula cell with the value it has when written (shown by readers that do not calculate). */
export interface FormulaValue {
  f: string;
  v: number | null;
}
export type CellValue = string | number | null | FormulaValue;

export interface SheetRow {
  /** one value per column (the picture column's value is ignored) */
  values: CellValue[];
  picture?: Embedded | null;
  /** per-column number kinds overriding the columns' (rows below the table) */
  kinds?: (NumberKind | undefined)[];
  /** a totals row: bold on a shaded fill */
  total?: boolean;
  /** the row's height in pixels (rows below the table) */
  height?: number;
}

/** A line of the header block: cells each spanning columns from `col` (0-based). */
export interface HeaderLine {
  height: number;
  cells: { col: number; span: number; text: string; style: 'title' | 'heading' | 'subtitle' | 'fact' }[];
}

export interface WorkbookOptions {
  sheetName: string;
  columns: SheetColumn[];
  /** company header lines above the table: the first is the title, each merged across the columns */
  header: string[];
  /** display width of pictures in pixels (their height follows their aspect) */
  pictureWidth: number;
  /**
   * Pictures shown as thumbnails fitting a square of this many pixels (the row about as tall), while the
   * file inside keeps its own size (a zoom stays sharp). Without it a picture shows at `pictureWidth`.
   */
  pictureBox?: number;
  /** a richer header block instead of `header`'s lines (its last line is followed by the column titles) */
  headerBlock?: HeaderLine[];
  /** a logo anchored at the top left of the header block, at most this tall in pixels */
  logo?: { picture: Embedded; height: number } | null;
  /** rows after the items, given the first and last item rows (totals as formulas over them) */
  after?: (first: number, last: number) => SheetRow[];
  /** the page footer, '&P' the page and '&N' the pages */
  footer?: string;
  font?: string;
}

const EMU_PER_PX = 9525;
const PAD_PX = 4;
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// XML 1.0 forbids most control characters; a product name pasted from elsewhere may carry them.
function xmlText(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff) continue;
    out += ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '&' ? '&amp;' : ch === '"' ? '&quot;' : ch;
  }
  return out;
}

/** A1-style column letters of a 0-based index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Style ids of styles.xml below. */
const STYLE = {
  normal: 0,
  title: 1,
  subtitle: 2,
  head: 3,
  text: 4,
  number: 5,
  int: 6,
  cbm: 7,
  dec2: 8,
  money: 9,
  totalText: 10,
  totalInt: 11,
  totalCbm: 12,
  totalDec2: 13,
  totalMoney: 14,
  fact: 15,
  heading: 16,
} as const;
const KIND_STYLE: Record<NumberKind, number> = { int: STYLE.int, cbm: STYLE.cbm, dec2: STYLE.dec2, money: STYLE.money };
const TOTAL_STYLE: Record<NumberKind, number> = {
  int: STYLE.totalInt,
  cbm: STYLE.totalCbm,
  dec2: STYLE.totalDec2,
  money: STYLE.totalMoney,
};

const CENTER = '<alignment horizontal="center" vertical="center"/>';
const xf = (numFmt: number, font: number, fill: number, border: number, align = CENTER) =>
  `<xf numFmtId="${numFmt}" fontId="${font}" fillId="${fill}" borderId="${border}" xfId="0"${numFmt ? ' applyNumberFormat="1"' : ''} applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1">${align}</xf>`;
// numFmt 3 = #,##0; 164 = 0.000; 2 = 0.00; 4 = #,##0.00 (built in but 164). Totals of weights run into the
// thousands, so they are grouped like amounts.
const XFS = [
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
  xf(0, 1, 0, 0),
  xf(0, 2, 0, 0),
  xf(0, 3, 2, 1, '<alignment horizontal="center" vertical="center" wrapText="1"/>'),
  xf(0, 0, 0, 1, '<alignment horizontal="center" vertical="center" wrapText="1"/>'),
  xf(0, 0, 0, 1),
  xf(3, 0, 0, 1),
  xf(164, 0, 0, 1),
  xf(2, 0, 0, 1),
  xf(4, 0, 0, 1),
  xf(0, 3, 2, 1, '<alignment horizontal="center" vertical="center" wrapText="1"/>'),
  xf(3, 3, 2, 1),
  xf(164, 3, 2, 1),
  xf(4, 3, 2, 1),
  xf(4, 3, 2, 1),
  xf(0, 0, 0, 0, '<alignment horizontal="left" vertical="center" wrapText="1"/>'),
  xf(0, 4, 0, 0),
].join('');

function stylesXml(font: string): string {
  const f = xmlText(font);
  return `${XML}<styleSheet xmlns="${NS_MAIN}">
<numFmts count="1"><numFmt numFmtId="164" formatCode="0.000"/></numFmts>
<fonts count="5"><font><sz val="10"/><name val="${f}"/><family val="2"/><charset val="134"/></font><font><b/><sz val="16"/><name val="${f}"/><family val="2"/><charset val="134"/></font><font><sz val="10"/><color rgb="FF555555"/><name val="${f}"/><family val="2"/><charset val="134"/></font><font><b/><sz val="10"/><name val="${f}"/><family val="2"/><charset val="134"/></font><font><b/><sz val="14"/><name val="${f}"/><family val="2"/><charset val="134"/></font></fonts>
<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFF2F2F2"/><bgColor indexed="64"/></patternFill></fill></fills>
<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left style="thin"><color rgb="FFD9D9D9"/></left><right style="thin"><color rgb="FFD9D9D9"/></right><top style="thin"><color rgb="FFD9D9D9"/></top><bottom style="thin"><color rgb="FFD9D9D9"/></bottom><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="17">${XFS}</cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;
}

function cell(ref: string, value: CellValue, style: number, numberStyle: number = STYLE.number): string {
  if (value === null || value === '') return `<c r="${ref}" s="${style}"/>`;
  if (typeof value === 'number')
    return Number.isFinite(value)
      ? `<c r="${ref}" s="${numberStyle}"><v>${value}</v></c>`
      : `<c r="${ref}" s="${style}"/>`;
  if (typeof value === 'object') {
    const v = value.v !== null && Number.isFinite(value.v) ? `<v>${value.v}</v>` : '';
    return `<c r="${ref}" s="${numberStyle}"><f>${xmlText(value.f)}</f>${v}</c>`;
  }
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

/**
 * Writes an .xlsx to `out` while the rows arrive: each picture goes into the archive as soon as its row
 * does, so only the (small) sheet and drawing XML are held until the end, never the pictures. One row per
 * item, the picture anchored inside its item's row at the chosen width, the company header merged above a
 * frozen title row. Answers the number of rows written.
 */
export async function writeWorkbook(
  out: Writable,
  options: WorkbookOptions,
  batches: AsyncIterable<SheetRow[]>,
): Promise<number> {
  const zip = new ZipSink(out);
  const font = options.font ?? EXCEL_FONT;
  const pictureCol = options.columns.findIndex((c) => c.picture);
  const hasDrawing = pictureCol >= 0;
  const last = columnLetters(Math.max(0, options.columns.length - 1));

  await zip.add(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="jpeg" ContentType="image/jpeg"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${hasDrawing ? '<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/>' : ''}</Types>`,
    true,
  );
  await zip.add(
    '_rels/.rels',
    `${XML}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    true,
  );
  const headerLines: HeaderLine[] =
    options.headerBlock ??
    options.header.map((line, i) => ({
      height: i === 0 ? 30 : 18,
      cells: [{ col: 0, span: options.columns.length, text: line, style: i === 0 ? 'title' : 'subtitle' }],
    }));
  const headerRows = headerLines.length;
  const titleRow = headerRows + 1;
  const sheetName = xmlText(options.sheetName.slice(0, 31)).replace(/'/g, "''");
  await zip.add(
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlText(options.sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm.Print_Titles" localSheetId="0">'${sheetName}'!$${titleRow}:$${titleRow}</definedName></definedNames></workbook>`,
    true,
  );
  await zip.add(
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`,
    true,
  );
  await zip.add('xl/styles.xml', stylesXml(font), true);

  const HEADER_STYLE = { title: STYLE.title, heading: STYLE.heading, subtitle: STYLE.subtitle, fact: STYLE.fact };
  const rows: string[] = [];
  const merges: string[] = [];
  headerLines.forEach((line, i) => {
    const r = i + 1;
    const cells = line.cells.map((c) => {
      const span = Math.max(1, Math.min(c.span, options.columns.length - c.col));
      if (span > 1)
        merges.push(`<mergeCell ref="${columnLetters(c.col)}${r}:${columnLetters(c.col + span - 1)}${r}"/>`);
      return cell(`${columnLetters(c.col)}${r}`, c.text, HEADER_STYLE[c.style]);
    });
    rows.push(`<row r="${r}" ht="${line.height}" customHeight="1">${cells.join('')}</row>`);
  });
  rows.push(
    `<row r="${titleRow}" ht="${options.headerBlock ? 32 : 24}" customHeight="1">${options.columns.map((c, i) => cell(`${columnLetters(i)}${titleRow}`, c.title, STYLE.head)).join('')}</row>`,
  );
  const anchors: string[] = [];
  const imageRels: string[] = [];
  const anchor = async (data: Buffer, col: number, row: number, w: number, h: number) => {
    const n = imageRels.length + 1;
    await zip.add(`xl/media/image${n}.jpeg`, data, false);
    imageRels.push(`<Relationship Id="rId${n}" Type="${NS_REL}/image" Target="../media/image${n}.jpeg"/>`);
    const from = `<xdr:col>${col}</xdr:col><xdr:colOff>${PAD_PX * EMU_PER_PX}</xdr:colOff><xdr:row>${row}</xdr:row><xdr:rowOff>${PAD_PX * EMU_PER_PX}</xdr:rowOff>`;
    const to = `<xdr:col>${col}</xdr:col><xdr:colOff>${(PAD_PX + w) * EMU_PER_PX}</xdr:colOff><xdr:row>${row}</xdr:row><xdr:rowOff>${(PAD_PX + h) * EMU_PER_PX}</xdr:rowOff>`;
    anchors.push(
      `<xdr:twoCellAnchor editAs="oneCell"><xdr:from>${from}</xdr:from><xdr:to>${to}</xdr:to><xdr:pic><xdr:nvPicPr><xdr:cNvPr id="${n + 1}" name="Picture ${n}"/><xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr><xdr:blipFill><a:blip r:embed="rId${n}"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill><xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${w * EMU_PER_PX}" cy="${h * EMU_PER_PX}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:twoCellAnchor>`,
    );
  };
  const box = options.pictureBox;
  if (options.logo && options.logo.picture.width > 0 && hasDrawing) {
    // the logo sits in the first header row's left corner; the row grows to hold it
    const { picture, height } = options.logo;
    const h = Math.min(height, picture.height);
    const w = Math.max(1, Math.round((h * picture.width) / picture.height));
    await anchor(picture.data, 0, 0, w, h);
  }
  const rowXml = (r: number, row: SheetRow, height: number) => {
    const cells = options.columns
      .map((c, i) => {
        const kind = row.kinds?.[i] ?? c.kind;
        const text = row.total ? STYLE.totalText : STYLE.text;
        const numberStyle = kind
          ? (row.total ? TOTAL_STYLE : KIND_STYLE)[kind]
          : row.total
            ? STYLE.totalText
            : STYLE.number;
        return cell(
          `${columnLetters(i)}${r}`,
          c.picture && !row.total ? null : (row.values[i] ?? null),
          text,
          numberStyle,
        );
      })
      .join('');
    return `<row r="${r}" ht="${(height * 0.75).toFixed(2)}" customHeight="1">${cells}</row>`;
  };
  let r = titleRow;
  let written = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      r += 1;
      written += 1;
      const pic = hasDrawing && row.picture && row.picture.width > 0 ? row.picture : null;
      let height = 20;
      if (pic) {
        // a thumbnail fitting the box, or the picture at the display width
        const scale = box ? Math.min(box / pic.width, box / pic.height) : options.pictureWidth / pic.width;
        const w = Math.max(1, Math.round(pic.width * scale));
        const h = Math.max(1, Math.round(pic.height * scale));
        height = h + 2 * PAD_PX;
        await anchor(pic.data, pictureCol, r - 1, w, h);
      } else if (box) height = 40;
      rows.push(rowXml(r, row, height));
    }
  }
  const first = titleRow + 1;
  const lastItem = r;
  for (const row of options.after?.(first, lastItem) ?? []) {
    r += 1;
    rows.push(rowXml(r, row, row.height ?? 22));
  }

  const pictureWidth = box ?? options.pictureWidth;
  const cols = options.columns
    .map((c, i) => {
      const width = c.picture ? (pictureWidth + 2 * PAD_PX + 5) / 7 : c.width;
      return `<col min="${i + 1}" max="${i + 1}" width="${width.toFixed(2)}" customWidth="1"/>`;
    })
    .join('');
  const footer = options.footer
    ? `<headerFooter><oddFooter>${xmlText(`&C${options.footer}`)}</oddFooter></headerFooter>`
    : '';
  const sheet = `${XML}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheetPr><pageSetUpPr fitToPage="1"/></sheetPr><dimension ref="A1:${last}${r}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="${titleRow}" topLeftCell="A${titleRow + 1}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A${titleRow + 1}" sqref="A${titleRow + 1}"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${rows.join('')}</sheetData>${merges.length ? `<mergeCells count="${merges.length}">${merges.join('')}</mergeCells>` : ''}<pageMargins left="0.4" right="0.4" top="0.5" bottom="0.6" header="0.3" footer="0.3"/><pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>${footer}${hasDrawing ? '<drawing r:id="rId1"/>' : ''}</worksheet>`;
  rows.length = 0;
  await zip.add('xl/worksheets/sheet1.xml', sheet, true);
  if (hasDrawing) {
    await zip.add(
      'xl/worksheets/_rels/sheet1.xml.rels',
      `${XML}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/drawing" Target="../drawings/drawing1.xml"/></Relationships>`,
      true,
    );
    await zip.add(
      'xl/drawings/drawing1.xml',
      `${XML}<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${NS_REL}">${anchors.join('')}</xdr:wsDr>`,
      true,
    );
    await zip.add(
      'xl/drawings/_rels/drawing1.xml.rels',
      `${XML}<Relationships xmlns="${NS_PKG_REL}">${imageRels.join('')}</Relationships>`,
      true,
    );
  }
  await zip.end();
  return written;
}
