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
}

export interface SheetRow {
  /** one value per column (the picture column's value is ignored) */
  values: (string | number | null)[];
  picture?: Embedded | null;
}

export interface WorkbookOptions {
  sheetName: string;
  columns: SheetColumn[];
  /** company header lines above the table: the first is the title, each merged across the columns */
  header: string[];
  /** display width of pictures in pixels (their height follows their aspect) */
  pictureWidth: number;
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
const STYLE = { normal: 0, title: 1, subtitle: 2, head: 3, text: 4, number: 5 } as const;

function stylesXml(font: string): string {
  const f = xmlText(font);
  return `${XML}<styleSheet xmlns="${NS_MAIN}">
<fonts count="4"><font><sz val="10"/><name val="${f}"/><family val="2"/><charset val="134"/></font><font><b/><sz val="16"/><name val="${f}"/><family val="2"/><charset val="134"/></font><font><sz val="10"/><color rgb="FF555555"/><name val="${f}"/><family val="2"/><charset val="134"/></font><font><b/><sz val="10"/><name val="${f}"/><family val="2"/><charset val="134"/></font></fonts>
<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFF2F2F2"/><bgColor indexed="64"/></patternFill></fill></fills>
<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left style="thin"><color rgb="FFD9D9D9"/></left><right style="thin"><color rgb="FFD9D9D9"/></right><top style="thin"><color rgb="FFD9D9D9"/></top><bottom style="thin"><color rgb="FFD9D9D9"/></bottom><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment horizontal="center" vertical="center"/></xf><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment horizontal="center" vertical="center"/></xf><xf numFmtId="0" fontId="3" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment horizontal="center" vertical="center" wrapText="1"/></xf><xf numFmtId="0" fontId="0" fillId="0" borderId="1" xfId="0" applyBorder="1" applyAlignment="1"><alignment horizontal="center" vertical="center" wrapText="1"/></xf><xf numFmtId="0" fontId="0" fillId="0" borderId="1" xfId="0" applyBorder="1" applyAlignment="1"><alignment horizontal="center" vertical="center"/></xf></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;
}

function cell(ref: string, value: string | number | null, style: number): string {
  if (value === null || value === '') return `<c r="${ref}" s="${style}"/>`;
  if (typeof value === 'number' && Number.isFinite(value))
    return `<c r="${ref}" s="${STYLE.number}"><v>${value}</v></c>`;
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
  const headerRows = options.header.length;
  const titleRow = headerRows + 1;
  await zip.add(
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlText(options.sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm.Print_Titles" localSheetId="0">'${xmlText(options.sheetName.slice(0, 31)).replace(/'/g, "''")}'!$${titleRow}:$${titleRow}</definedName></definedNames></workbook>`,
    true,
  );
  await zip.add(
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`,
    true,
  );
  await zip.add('xl/styles.xml', stylesXml(font), true);

  const rows: string[] = [];
  options.header.forEach((line, i) => {
    const r = i + 1;
    rows.push(
      `<row r="${r}" ht="${i === 0 ? 30 : 18}" customHeight="1">${cell(`A${r}`, line, i === 0 ? STYLE.title : STYLE.subtitle)}</row>`,
    );
  });
  rows.push(
    `<row r="${titleRow}" ht="24" customHeight="1">${options.columns.map((c, i) => cell(`${columnLetters(i)}${titleRow}`, c.title, STYLE.head)).join('')}</row>`,
  );
  const anchors: string[] = [];
  const imageRels: string[] = [];
  let r = titleRow;
  let written = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      r += 1;
      written += 1;
      const pic = hasDrawing && row.picture && row.picture.width > 0 ? row.picture : null;
      let height = 20;
      if (pic) {
        const n = imageRels.length + 1;
        const w = options.pictureWidth;
        const h = Math.max(1, Math.round((w * pic.height) / pic.width));
        height = h + 2 * PAD_PX;
        await zip.add(`xl/media/image${n}.jpeg`, pic.data, false);
        imageRels.push(`<Relationship Id="rId${n}" Type="${NS_REL}/image" Target="../media/image${n}.jpeg"/>`);
        const from = `<xdr:col>${pictureCol}</xdr:col><xdr:colOff>${PAD_PX * EMU_PER_PX}</xdr:colOff><xdr:row>${r - 1}</xdr:row><xdr:rowOff>${PAD_PX * EMU_PER_PX}</xdr:rowOff>`;
        const to = `<xdr:col>${pictureCol}</xdr:col><xdr:colOff>${(PAD_PX + w) * EMU_PER_PX}</xdr:colOff><xdr:row>${r - 1}</xdr:row><xdr:rowOff>${(PAD_PX + h) * EMU_PER_PX}</xdr:rowOff>`;
        anchors.push(
          `<xdr:twoCellAnchor editAs="oneCell"><xdr:from>${from}</xdr:from><xdr:to>${to}</xdr:to><xdr:pic><xdr:nvPicPr><xdr:cNvPr id="${n + 1}" name="Picture ${n}"/><xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr><xdr:blipFill><a:blip r:embed="rId${n}"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill><xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${w * EMU_PER_PX}" cy="${h * EMU_PER_PX}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:twoCellAnchor>`,
        );
      }
      const cells = options.columns
        .map((c, i) => cell(`${columnLetters(i)}${r}`, c.picture ? null : (row.values[i] ?? null), STYLE.text))
        .join('');
      rows.push(`<row r="${r}" ht="${(height * 0.75).toFixed(2)}" customHeight="1">${cells}</row>`);
    }
  }

  const cols = options.columns
    .map((c, i) => {
      const width = c.picture ? (options.pictureWidth + 2 * PAD_PX + 5) / 7 : c.width;
      return `<col min="${i + 1}" max="${i + 1}" width="${width.toFixed(2)}" customWidth="1"/>`;
    })
    .join('');
  const merges = options.header.map((_, i) => `<mergeCell ref="A${i + 1}:${last}${i + 1}"/>`);
  const sheet = `${XML}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><dimension ref="A1:${last}${r}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="${titleRow}" topLeftCell="A${titleRow + 1}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A${titleRow + 1}" sqref="A${titleRow + 1}"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${rows.join('')}</sheetData>${merges.length && options.columns.length > 1 ? `<mergeCells count="${merges.length}">${merges.join('')}</mergeCells>` : ''}<pageMargins left="0.5" right="0.5" top="0.5" bottom="0.5" header="0.3" footer="0.3"/>${hasDrawing ? '<drawing r:id="rId1"/>' : ''}</worksheet>`;
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
