import {
  EXPORT_COLUMNS,
  EXPORT_SOURCES,
  type ExportColumn,
  type ExportFormatName,
  type HistoryExportRecord,
  WATERMARK_FIELDS,
  WATERMARK_LANG_ZH,
} from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import { endpoint, id, int, paging } from './define';

/**
 * Exports (spec §7 Export): Excel with pictures, a PDF catalogue and a picture zip of a sample cart, a
 * selection list, the comparison or a quotation, run as jobs polled by uuid; the history; signed links.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const hex = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, '颜色格式不正确');

/** §3 export settings, every field optional (the domain's defaults fill the rest). */
export const exportSettings = z
  .object({
    img_width: z.number().int().min(100).max(2000).default(600),
    watermark_params: z
      .object({
        font_color: hex.default('#FFFFFF'),
        font_size: z.number().int().min(8).max(96).default(14),
        fieldList: z
          .array(z.enum(Object.keys(WATERMARK_FIELDS) as [string, ...string[]]))
          .max(20)
          .default(['article_number', 'name']),
        moneyUnit: z.string().trim().max(10).default('RMB'),
        position: z.enum(['top_left', 'top_right', 'bottom_left', 'bottom_right', 'center']).default('bottom_left'),
      })
      .prefault({}),
    img_rename_type: z.union([z.literal(1), z.literal(2)]).default(1),
    is_show_watermark: flag.default(0),
    is_show_unit: flag.default(1),
    is_show_factory_name: flag.default(0),
    watermark_lang: int(0, 99_999_999).default(WATERMARK_LANG_ZH),
  })
  .prefault({});
export type ExportSettingsInput = z.input<typeof exportSettings>;

const source = {
  /** sample_cart (source_id: the cart, the default cart when absent), chooses, compare, quotation */
  source: z.enum(EXPORT_SOURCES),
  source_id: id.nullable().optional(),
};
const columns = z
  .array(z.enum(Object.keys(EXPORT_COLUMNS) as [string, ...string[]]))
  .max(40)
  .optional();
const exportRequest = z.object({
  ...source,
  format: z.enum(['excel', 'pdf', 'zip']).default('excel'),
  settings: exportSettings,
  columns,
  /** a quotation's sheet in Chinese or English (absent: the customer's language) */
  lang: z.enum(['zh', 'en']).optional(),
});

/** A started export: poll get_callback with the uuid every poll_interval ms (the domain's rule). */
export interface ExportStarted {
  uuid: string;
  /** items exported (after the domain's filter) */
  count: number;
  poll_interval: number;
}

/** get_callback: -100 failed; 100 with link done; anything else running. */
export interface ExportCallback {
  uuid: string;
  progress: number;
  /** a signed download link once done, '' before */
  link: string;
  file_name: string;
  msg: string;
}

/** A history record (§3) with its job's state. file_url is a signed link, '' after 30 days or before it is done. */
export interface ExportRecordItem extends HistoryExportRecord {
  uuid: string;
  /** queued, running, done, failed */
  status: string;
  progress: number;
  format: ExportFormatName;
}

export interface ExcelPreview {
  columns: { key: ExportColumn; title: string }[];
  /** the first rows, by column key (picture: the picture's URL) */
  rows: Record<string, string | number | null>[];
  /** items that will be exported */
  total: number;
}

/** One picture of generate_zip's data list (§7): its URL on this platform, its name and its watermark. */
const zipEntry = z.object({
  url: z.string().trim().min(1).max(500),
  filename: z.string().trim().max(120).optional(),
  labels: z.array(z.string().max(200)).max(20).optional(),
  text: z.string().max(1000).optional(),
  size: z.number().int().min(8).max(96).optional(),
  color: hex.optional(),
});

export const exportApi = {
  getExcelList: endpoint<Page<ExportRecordItem>>()('/api/system/get_excel_list', z.object({ ...paging })),
  /** Deletes a history record and its file (the screen asks '确认删除该历史记录？' first). */
  delExcel: endpoint<null>()('/api/system/del_excel', z.object({ id })),
  previewExcel: endpoint<ExcelPreview>()(
    '/api/system/preview_excel',
    z.object({ ...source, settings: exportSettings, columns, limit: z.number().int().min(1).max(50).default(10) }),
  ),
  exportExcel: endpoint<ExportStarted>()('/api/system/export_excel', exportRequest),
  getCallback: endpoint<ExportCallback>()(
    '/api/system/get_callback',
    z.object({ uuid: z.string().trim().min(1).max(64) }),
  ),
  /** A picture zip of a source (settings as for export_excel), or of an explicit data list of pictures. */
  generateZip: endpoint<ExportStarted>()(
    '/api/system/generate_zip',
    z.object({
      source: z.enum(EXPORT_SOURCES).optional(),
      source_id: id.nullable().optional(),
      settings: exportSettings,
      data: z.array(zipEntry).max(10_000).optional(),
      zip_name: z.string().trim().max(60).optional(),
      data_module: z.string().trim().max(40).optional(),
    }),
  ),
  /** A small export (at most DIRECT_EXPORT_MAX_ITEMS items) made at once: answers the link. */
  directExport: endpoint<ExportCallback>()('/api/system/direct_export', exportRequest),
  /** The same items and settings as a finished export, in another format (a new job). */
  getConvert: endpoint<ExportStarted>()(
    '/api/system/get_convert',
    z.object({ uuid: z.string().trim().min(1).max(64), format: z.enum(['excel', 'pdf', 'zip']) }),
  ),
  /** The job-finished hook of an outside worker: progress or failure of a uuid, signed with the link key. */
  callback: endpoint<{ uuid: string; progress: number }>()(
    '/api/system/callback',
    z.object({
      uuid: z.string().trim().min(1).max(64),
      progress: z.number().int().min(-100).max(100),
      error: z.string().max(200).optional(),
      sig: z.string().trim().min(1).max(128),
    }),
    'public',
  ),
  /** A short-lived link to upload one file (PUT the bytes to upload_url). */
  getSignature: endpoint<{ upload_url: string; key: string; expires_time: number }>()(
    '/api/system/get_signature',
    z.object({
      file_name: z.string().trim().min(1).max(120),
    }),
  ),
  /** A short-lived link to download one finished export. */
  getTempAuth: endpoint<{ url: string; expires_time: number }>()(
    '/api/system/get_temp_auth',
    z.object({ uuid: z.string().trim().min(1).max(64) }),
  ),
} as const;
