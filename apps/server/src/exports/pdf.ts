import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { EXPORT_TEXT } from '@wanju/domain';
import PDFDocument from 'pdfkit';
import type { Embedded } from './pictures';

/** Debian's fonts-noto-cjk (installed by scripts/ensure-system.sh); pdfkit embeds only the glyphs used. */
export const CJK_FONT = {
  file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  name: 'NotoSansCJKsc-Regular',
};

// The collection is about 20 MB: read once per process. One weight only (emphasis by size and colour),
// since parsing each weight costs a few hundred milliseconds per document.
let fontBytes: Buffer | null = null;
function cjkFont(): Buffer {
  if (!fontBytes) {
    if (!fs.existsSync(CJK_FONT.file)) throw new Error(`CJK font missing: ${CJK_FONT.file} (fonts-noto-cjk)`);
    fontBytes = fs.readFileSync(CJK_FONT.file);
  }
  return fontBytes;
}

export interface CatalogueItem {
  picture: Embedded | null;
  /** the first line is printed bold (the item's number and name) */
  lines: string[];
}

export interface CatalogueOptions {
  company: { name: string; lines: string[] };
  title: string;
  /** printed on the cover: count, date … */
  facts: string[];
  columns?: number;
  rows?: number;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const GAP = 12;
const LINE = 11;

/**
 * Writes a PDF catalogue to `out` as the items arrive: a cover with the company, then a grid of items
 * (picture above its chosen fields), each page with the company's name at the top and its number at the
 * bottom. Pictures are written into the file when placed, so memory holds only the pages' text. Answers
 * the number of items written.
 */
export async function writeCatalogue(
  out: Writable,
  options: CatalogueOptions,
  batches: AsyncIterable<CatalogueItem[]>,
): Promise<number> {
  const font = cjkFont();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, autoFirstPage: true, compress: true });
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
    doc.once('error', reject);
  });
  doc.pipe(out);
  doc.registerFont('cjk', font, CJK_FONT.name);
  doc.info.Title = options.title;
  doc.info.Author = options.company.name;

  // Cover.
  const innerWidth = A4.width - 2 * MARGIN;
  doc
    .font('cjk')
    .fontSize(26)
    .text(options.company.name || options.title, MARGIN, 250, { width: innerWidth, align: 'center' });
  doc.moveDown(0.6).font('cjk').fontSize(12).fillColor('#555555');
  for (const line of options.company.lines) doc.text(line, { width: innerWidth, align: 'center' });
  doc
    .moveDown(2)
    .font('cjk')
    .fontSize(18)
    .fillColor('#000000')
    .text(options.title, { width: innerWidth, align: 'center' });
  doc.moveDown(0.6).font('cjk').fontSize(11).fillColor('#555555');
  for (const fact of options.facts) doc.text(fact, { width: innerWidth, align: 'center' });

  const cols = options.columns ?? 3;
  const rows = options.rows ?? 3;
  const top = MARGIN + 20;
  const bottom = A4.height - MARGIN - 16;
  const cellW = (innerWidth - (cols - 1) * GAP) / cols;
  const cellH = (bottom - top - (rows - 1) * GAP) / rows;
  const textLines = Math.max(2, Math.min(8, Math.floor((cellH * 0.4) / LINE)));
  const picH = cellH - textLines * LINE - 6;
  let slot = cols * rows;
  let count = 0;
  const pageHeader = () => {
    doc.font('cjk').fontSize(8).fillColor('#888888');
    doc.text(options.company.name, MARGIN, MARGIN, { width: innerWidth, align: 'left', lineBreak: false });
    doc.text(options.title, MARGIN, MARGIN, { width: innerWidth, align: 'right', lineBreak: false });
  };

  for await (const batch of batches) {
    for (const item of batch) {
      if (slot === cols * rows) {
        doc.addPage();
        pageHeader();
        slot = 0;
      }
      const x = MARGIN + (slot % cols) * (cellW + GAP);
      const y = top + Math.floor(slot / cols) * (cellH + GAP);
      doc.lineWidth(0.5).strokeColor('#dddddd').rect(x, y, cellW, cellH).stroke();
      if (item.picture) {
        doc.image(item.picture.data, x + 4, y + 4, { fit: [cellW - 8, picH - 8], align: 'center', valign: 'center' });
      } else {
        doc
          .font('cjk')
          .fontSize(9)
          .fillColor('#aaaaaa')
          .text(EXPORT_TEXT.noPicture, x, y + picH / 2 - 5, { width: cellW, align: 'center', lineBreak: false });
      }
      let ty = y + picH;
      item.lines.slice(0, textLines).forEach((line, i) => {
        doc
          .font(i === 0 ? 'cjk' : 'cjk')
          .fontSize(8)
          .fillColor(i === 0 ? '#000000' : '#333333');
        doc.text(line, x + 5, ty, { width: cellW - 10, height: LINE, lineBreak: false, ellipsis: true });
        ty += LINE;
      });
      slot += 1;
      count += 1;
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('cjk').fontSize(8).fillColor('#888888');
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    doc.page.margins.bottom = 0;
    doc.text(EXPORT_TEXT.page(i + 1, range.count), MARGIN, A4.height - MARGIN + 4, {
      width: innerWidth,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.flushPages();
  doc.end();
  await finished;
  return count;
}
