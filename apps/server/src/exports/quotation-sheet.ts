import type { CompanyDisplay, QuotationDetail } from '@wanju/api-client';
import {
  containerEstimate,
  exportableItems,
  lineName,
  moneyText,
  packingName,
  QUOTATION_SHEET_COLUMNS,
  QUOTATION_SHEET_TEXT,
  type QuotationLine,
  type QuotationSheetColumn,
  type QuotationSheetHeader,
  type QuotationTotals,
  quotationColumnTitle,
  quotationHeaderLines,
  quotationLineFigures,
  quotationTotals,
  quotationTotalsLines,
  type SheetLanguage,
} from '@wanju/domain';
import type { CatalogueItem, CatalogueOptions } from './pdf';
import type { Embedded } from './pictures';
import { columnLetters, type HeaderLine, type NumberKind, type SheetRow, type WorkbookOptions } from './xlsx';

/**
 * The quotation a customer receives: its header (company, customer, number, date, terms, currency) and its
 * lines with the order, as the Excel and the PDF lay them out. Made when the export is asked (kept on the
 * export's record), so a worker needs nothing else.
 */
export interface QuotationSheet {
  header: QuotationSheetHeader;
  /** the language when the export names none: the customer's */
  customer_lang: SheetLanguage;
  lines: QuotationSheetLine[];
  totals: QuotationTotals;
}

export interface QuotationSheetLine {
  picture: string;
  article_number: string;
  name: string;
  name_en: string;
  packing_name: string;
  packing_name_en: string;
  /** pieces per carton as the product states it (null when unknown: one carton counts one piece) */
  carton_quantity: number | null;
  inner_boxes: number | null;
  carton_size: string | null;
  cbm: number;
  cuft: number;
  gross_weight: number | null;
  net_weight: number | null;
  price: number;
  cartons: number;
  per_carton_price: boolean;
}

const positive = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * The sheet of a quotation: its exportable lines (a line whose product was blacked out or hidden is left
 * out, as in every export), their figures by the domain's rules, the header from the quotation (its copy
 * of the company's names and contacts, its terms) and the company's display (address, logo, contact).
 */
export function quotationSheetOf(
  detail: QuotationDetail,
  display: CompanyDisplay | null,
  extra: { date: string; innerBoxes: Map<number, number | null> },
): QuotationSheet {
  const items = exportableItems(detail.items);
  const formula = detail.formula;
  const lines = items.map((it): QuotationSheetLine => {
    const f = quotationLineFigures(it as unknown as QuotationLine, formula);
    const dims = [it.carton_length, it.carton_width, it.carton_height];
    return {
      picture: it.picture,
      article_number: it.custom_number || it.article_number,
      name: it.name,
      name_en: it.name_en,
      packing_name: it.packing_name,
      packing_name_en: it.packing_name_en ?? '',
      carton_quantity: positive(it.carton_quantity),
      inner_boxes: it.toy_id ? positive(extra.innerBoxes.get(it.toy_id)) : null,
      carton_size: dims.every((d) => positive(d)) ? dims.join('*') : null,
      cbm: round(f.cbm, 4),
      cuft: round(f.cuft, 3),
      gross_weight: positive(it.gross_weight),
      net_weight: positive(it.net_weight),
      price: f.price,
      cartons: f.cartons,
      per_carton_price: f.per_carton_price,
    };
  });
  const contact = display?.contacts[0];
  return {
    header: {
      lang: detail.customer_lang,
      company_name: detail.company_name || display?.name || '',
      company_name_en: detail.company_name_en || display?.name_en || '',
      address: display?.address ?? '',
      address_en: display?.address_en ?? '',
      contact: contact?.name ?? '',
      telephone: detail.company_telephone,
      mobile: detail.company_mobile || contact?.phone || '',
      fax: detail.fax,
      email: detail.company_email || contact?.email || '',
      logo: display?.logo ?? '',
      customer: detail.customer_name,
      number: detail.number,
      date: extra.date,
      terms: detail.terms,
      currency: detail.formula.currency_type,
    },
    customer_lang: detail.customer_lang,
    lines,
    totals: quotationTotals(items as unknown as QuotationLine[], formula),
  };
}

const COLUMN_INDEX = new Map(QUOTATION_SHEET_COLUMNS.map((c, i) => [c.key, i]));
const col = (key: QuotationSheetColumn) => columnLetters(COLUMN_INDEX.get(key) ?? 0);
const KIND: Partial<Record<string, NumberKind>> = { int: 'int', cbm: 'cbm', dec2: 'dec2', money: 'money' };

/** One line's cells: numbers as numbers; pieces and amount as formulas over the row, so a quantity change follows. */
function lineValues(line: QuotationSheetLine, lang: SheetLanguage, r: number): SheetRow['values'] {
  const pieces = line.cartons * (line.carton_quantity ?? 1);
  const values: Record<QuotationSheetColumn, SheetRow['values'][number]> = {
    picture: null,
    article_number: line.article_number,
    name: lineName(line, lang).text,
    packing: packingName(line, lang),
    per_carton: line.carton_quantity,
    inner_boxes: line.inner_boxes,
    carton_size: line.carton_size,
    cbm: line.cbm || null,
    cuft: line.cuft || null,
    gross_weight: line.gross_weight,
    net_weight: line.net_weight,
    price: line.price,
    cartons: line.cartons,
    pieces: { f: `${col('cartons')}${r}*MAX(1,${col('per_carton')}${r})`, v: pieces },
    amount: {
      f: `${col('price')}${r}*${line.per_carton_price ? col('cartons') : col('pieces')}${r}`,
      v: line.price * (line.per_carton_price ? line.cartons : pieces),
    },
  };
  return QUOTATION_SHEET_COLUMNS.map((c) => values[c.key]);
}

/** The totals row, its note and the container estimate below the items, all formulas over the item rows. */
function afterRows(
  sheet: QuotationSheet,
  lang: SheetLanguage,
  first: number,
  last: number,
  totalRow: number,
): SheetRow[] {
  const t = QUOTATION_SHEET_TEXT[lang];
  const n = QUOTATION_SHEET_COLUMNS.length;
  const empty = () => new Array<SheetRow['values'][number]>(n).fill(null);
  const at = (key: QuotationSheetColumn) => COLUMN_INDEX.get(key) ?? 0;
  const range = (key: QuotationSheetColumn) => `${col(key)}${first}:${col(key)}${last}`;
  const has = last >= first;
  const sum = (key: QuotationSheetColumn, v: number) => (has ? { f: `SUM(${range(key)})`, v } : 0);
  const perCarton = (key: QuotationSheetColumn, v: number) =>
    has ? { f: `SUMPRODUCT(${range(key)},${range('cartons')})`, v } : 0;
  const totals = sheet.totals;
  const amount = sheet.lines.reduce(
    (a, l) => a + l.price * (l.per_carton_price ? l.cartons : l.cartons * (l.carton_quantity ?? 1)),
    0,
  );
  const total = empty();
  total[at('article_number')] = t.totals;
  total[at('name')] = `${sheet.lines.length} ${lang === 'en' ? 'items' : '款'}`;
  total[at('cbm')] = perCarton('cbm', totals.cbm);
  total[at('cuft')] = perCarton('cuft', totals.cuft);
  total[at('gross_weight')] = perCarton('gross_weight', totals.gross_weight);
  total[at('net_weight')] = perCarton('net_weight', totals.net_weight);
  total[at('cartons')] = sum('cartons', totals.cartons);
  total[at('pieces')] = sum('pieces', totals.pieces);
  total[at('amount')] = sum('amount', amount);
  const note = empty();
  note[at('name')] = t.totalsNote;

  const heading = empty();
  heading[at('article_number')] = t.containers;
  heading[at('name')] = t.capacity;
  heading[at('packing')] = t.byVolume;
  heading[at('per_carton')] = t.byWeight;
  heading[at('inner_boxes')] = t.needed;
  const estimate = containerEstimate(totals);
  const rows: SheetRow[] = [
    { values: total, total: true },
    { values: note, height: 32 },
    { values: empty() },
    { values: heading, total: true, kinds: [], height: 36 },
  ];
  const cbmCell = `${col('cbm')}${totalRow}`;
  const kgCell = `${col('gross_weight')}${totalRow}`;
  estimate.forEach((c, i) => {
    const r = totalRow + 4 + i;
    const row = empty();
    const kinds: (NumberKind | undefined)[] = new Array(n).fill(undefined);
    row[at('article_number')] = c.code;
    row[at('name')] = `${c.cbm} CBM / ${c.kg.toLocaleString('en-US')} KGS`;
    row[at('packing')] = { f: `${cbmCell}/${c.cbm}`, v: c.by_volume };
    kinds[at('packing')] = 'dec2';
    row[at('per_carton')] = { f: `${kgCell}/${c.kg}`, v: c.by_weight };
    kinds[at('per_carton')] = 'dec2';
    const fill = `MAX(${col('packing')}${r},${col('per_carton')}${r})`;
    row[at('inner_boxes')] = { f: `MAX(0,ROUNDUP(${fill}-0.000000001,0))`, v: c.containers };
    kinds[at('inner_boxes')] = 'int';
    rows.push({ values: row, kinds });
  });
  return rows;
}

/** The header block: company (zh/en), contacts, the title, then the quotation's facts two to a line. */
function headerBlock(header: QuotationSheetHeader): HeaderLine[] {
  const n = QUOTATION_SHEET_COLUMNS.length;
  const { company, contacts, facts } = quotationHeaderLines(header);
  const t = QUOTATION_SHEET_TEXT[header.lang];
  const sep = header.lang === 'en' ? ': ' : '：';
  const lines: HeaderLine[] = [{ height: 36, cells: [{ col: 0, span: n, text: company, style: 'title' }] }];
  for (const c of contacts) lines.push({ height: 18, cells: [{ col: 0, span: n, text: c, style: 'subtitle' }] });
  lines.push({ height: 26, cells: [{ col: 0, span: n, text: t.title, style: 'heading' }] });
  const half = Math.ceil(n / 2);
  for (let i = 0; i < facts.length; i += 2) {
    const pair = facts.slice(i, i + 2) as [string, string][];
    lines.push({
      height: 18,
      cells: pair.map(([k, v], j) => ({
        col: j === 0 ? 0 : half,
        span: j === 0 ? half : n - half,
        text: `${k}${sep}${v}`,
        style: 'fact' as const,
      })),
    });
  }
  return lines;
}

/** A picture thumbnail's box in pixels: rows of about 110 pt (never over 150 pt). */
export const THUMBNAIL_PX = 140;

/** The workbook options of a quotation sheet in a language (the writer streams the rows). */
export function quotationWorkbook(
  sheet: QuotationSheet,
  lang: SheetLanguage,
  logo: Embedded | null,
): Omit<WorkbookOptions, 'pictureWidth'> & { pictureWidth: number } {
  const header = { ...sheet.header, lang };
  const block = headerBlock(header);
  return {
    sheetName: sheet.header.number || 'Quotation',
    columns: QUOTATION_SHEET_COLUMNS.map((c) => ({
      title: quotationColumnTitle(c.key, lang, header.currency),
      width: c.width,
      picture: c.kind === 'picture',
      kind: KIND[c.kind],
    })),
    header: [],
    headerBlock: block,
    logo: logo ? { picture: logo, height: 44 } : null,
    pictureWidth: THUMBNAIL_PX,
    pictureBox: THUMBNAIL_PX,
    after: (first, last) => afterRows(sheet, lang, first, last, last + 1),
    footer: QUOTATION_SHEET_TEXT[lang].page,
  };
}

/** The item rows of a quotation sheet (values and formulas by row number), with their pictures. */
export function quotationRows(
  lines: readonly QuotationSheetLine[],
  pictures: readonly (Embedded | null)[],
  lang: SheetLanguage,
  firstRow: number,
): SheetRow[] {
  return lines.map((line, i) => ({ values: lineValues(line, lang, firstRow + i), picture: pictures[i] ?? null }));
}

/** The first item row of a sheet: after the header block and the column titles. */
export const firstItemRow = (sheet: QuotationSheet, lang: SheetLanguage) =>
  headerBlock({ ...sheet.header, lang }).length + 2;

/** The PDF catalogue of a quotation: the same header and totals on the cover, each item with its order. */
export function quotationCatalogue(
  sheet: QuotationSheet,
  lang: SheetLanguage,
): Omit<CatalogueOptions, 'facts'> & {
  facts: string[];
} {
  const header = { ...sheet.header, lang };
  const { company, contacts, facts } = quotationHeaderLines(header);
  const sep = lang === 'en' ? ': ' : '：';
  const t = QUOTATION_SHEET_TEXT[lang];
  return {
    company: { name: company, lines: contacts },
    title: `${t.title} ${header.number}`,
    facts: [
      ...facts.filter(([, v]) => v.trim()).map(([k, v]) => `${k}${sep}${v}`),
      ...quotationTotalsLines(sheet.totals, header.currency, lang),
    ],
  };
}

/** One item's lines in the PDF: number and name, packing and carton, price, order and amount in the currency. */
export function quotationCatalogueItem(
  line: QuotationSheetLine,
  lang: SheetLanguage,
  currency: string,
  picture: Embedded | null,
): CatalogueItem {
  const title = (key: QuotationSheetColumn) => quotationColumnTitle(key, lang, currency);
  const sep = lang === 'en' ? ': ' : '：';
  const pieces = line.cartons * (line.carton_quantity ?? 1);
  const amount = line.price * (line.per_carton_price ? line.cartons : pieces);
  const lines = [
    [line.article_number, lineName(line, lang).text].filter(Boolean).join(' '),
    packingName(line, lang) ? `${title('packing')}${sep}${packingName(line, lang)}` : '',
    line.carton_size ? `${title('carton_size')}${sep}${line.carton_size}` : '',
    line.carton_quantity ? `${title('per_carton')}${sep}${line.carton_quantity}` : '',
    `${title('price')}${sep}${moneyText(line.price)}`,
    `${line.cartons} CTNS / ${pieces} PCS`,
    `${title('amount')}${sep}${moneyText(amount)}`,
  ].filter(Boolean);
  return { picture, lines };
}
