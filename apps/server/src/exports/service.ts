import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ExcelPreview, ExportCallback, ExportRecordItem, ExportStarted } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import {
  DAY_MS,
  DEFAULT_EXPORT_SETTINGS,
  DIRECT_EXPORT_MAX_ITEMS,
  EXPORT_FAILED_PROGRESS,
  EXPORT_FORMAT,
  EXPORT_HISTORY_DAYS,
  EXPORT_LINK_TTL_MS,
  EXPORT_TEXT,
  type ExportColumn,
  type ExportFormatName,
  type ExportSettings,
  type ExportSource,
  exportColumns,
  exportColumnTitle,
  exportContent,
  exportFileName,
  exportPollInterval,
  exportRowValues,
  exportSourceEmptyMessage,
  formatZonedDateTime,
  isHistoryDownloadVisible,
  MSG,
  quotationMailSummary,
  stripSpecialCharacters,
  WATERMARK_LANG_ZH,
} from '@wanju/domain';
import { loadUserInfo } from '../account/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { getJob } from '../platform/jobs/index';
import type { QuotationMailExcel } from '../quotations/index';
import { type ExportPayload, generateExcel, type ZipEntryInput } from './generate';
import { enqueueExport, runExport } from './jobs';
import { localPictureHash } from './pictures';
import {
  type ExportRecord,
  type ExportRecordWithRequest,
  insertRecord,
  listRecords,
  markDeleted,
  recordById,
  recordByUuid,
  recordWithRequest,
  updateRecord,
} from './repo';
import { sign, verify } from './signing';
import { exportableIds, exportBatches, payloadItemCount, type ResolvedSource, resolveSource } from './sources';
import { exportFiles } from './store';

const notFound = () => new AppError(CODE.notFound, MSG.exportNotFound);
const FORMAT_NAMES: Record<number, ExportFormatName> = { 1: 'excel', 2: 'pdf', 3: 'zip' };

/** Who may read an export: its maker, and the main account and administrators of the maker's company. */
function canRead(user: SessionUser, record: Pick<ExportRecord, 'user_id' | 'company_id'>): boolean {
  if (record.user_id === user.userId) return true;
  return user.companyId > 0 && record.company_id === user.companyId && user.userType !== 1;
}

async function readable(ctx: AppContext, user: SessionUser, uuid: string): Promise<ExportRecord> {
  const record = await recordByUuid(ctx, uuid);
  // Another company's uuid gets the same answer as an unknown one.
  if (!record || record.deleted || !canRead(user, record)) throw notFound();
  return record;
}

export interface ExportInput {
  source: ExportSource;
  source_id?: number | null;
  format: ExportFormatName;
  settings: ExportSettings;
  columns?: string[];
  /** a quotation sheet's language (absent: the customer's) */
  lang?: 'zh' | 'en';
}

async function companyHeader(ctx: AppContext, user: SessionUser) {
  const info = await loadUserInfo(ctx.database.db, user.userId);
  const lines = [
    info?.company_contact ? EXPORT_TEXT.contact(info.company_contact) : '',
    info?.company_telephone ? EXPORT_TEXT.telephone(info.company_telephone) : '',
    info?.company_mobile ? EXPORT_TEXT.mobile(info.company_mobile) : '',
  ].filter(Boolean);
  return { name: info?.company_name ?? '', lines };
}

const localTime = (ctx: AppContext) => formatZonedDateTime(ctx.now());

/** The payload of an export of a source's exportable items; refuses an empty one with the source's message. */
async function payloadOf(
  ctx: AppContext,
  user: SessionUser,
  input: ExportInput,
): Promise<{ payload: ExportPayload; resolved: ResolvedSource }> {
  const made = await payloadOrNull(ctx, user, input);
  if (!made) throw businessError(exportSourceEmptyMessage(input.source));
  return made;
}

/** The payload of an export, or null when none of the source's items may be exported. */
async function payloadOrNull(
  ctx: AppContext,
  user: SessionUser,
  input: ExportInput,
): Promise<{ payload: ExportPayload; resolved: ResolvedSource } | null> {
  const resolved = await resolveSource(ctx, user, input.source, input.source_id);
  const ids = await exportableIds(ctx, resolved);
  if (!ids.length && !resolved.own?.length) return null;
  const extras: ResolvedSource['extras'] = {};
  for (const id of ids) if (resolved.extras[id]) extras[id] = resolved.extras[id];
  // The prices are in the source's currency (a quotation's or selection list's formula, RMB for ex-works
  // prices): that is their unit in every file, whatever unit the settings carry (RMB by default).
  const settings: ExportSettings = {
    ...input.settings,
    watermark_params: { ...input.settings.watermark_params, moneyUnit: resolved.currency },
  };
  return {
    resolved,
    payload: {
      format: input.format,
      settings,
      columns: exportColumns(input.columns, settings.is_show_factory_name === 1),
      ids,
      extras,
      ...(resolved.own?.length ? { own: resolved.own } : {}),
      currency: resolved.currency,
      title: exportContent(input.source, resolved.name),
      company: await companyHeader(ctx, user),
      date: localTime(ctx).slice(0, 10),
      ...(resolved.sheet ? { sheet: resolved.sheet } : {}),
      ...(input.lang ? { lang: input.lang } : {}),
    },
  };
}

async function createRecord(
  ctx: AppContext,
  user: SessionUser,
  payload: ExportPayload,
  meta: { source: string; sourceId: number | null; content: string; count: number },
): Promise<ExportRecordWithRequest> {
  const uuid = randomUUID();
  const record = await insertRecord(ctx, {
    uuid,
    user_id: user.userId,
    company_id: user.companyId > 0 ? user.companyId : null,
    source: meta.source,
    source_id: meta.sourceId,
    export_format: EXPORT_FORMAT[payload.format],
    content: meta.content,
    toy_count: meta.count,
    request: payload,
  });
  return record;
}

function started(record: ExportRecord): ExportStarted {
  return { uuid: record.uuid, count: record.toy_count, poll_interval: exportPollInterval(record.toy_count) };
}

/**
 * The record's state with its job's: -100 once the job failed or was cancelled, the job's progress
 * while it runs, 100 once the file is stored.
 */
async function stateOf(
  ctx: AppContext,
  record: ExportRecord,
): Promise<{ status: string; progress: number; error: string }> {
  if (record.status === 'done' || record.status === 'failed')
    return {
      status: record.status,
      progress: record.status === 'done' ? 100 : EXPORT_FAILED_PROGRESS,
      error: record.error,
    };
  const job = record.job_id ? await getJob(ctx, record.job_id) : null;
  if (!job) return { status: record.status, progress: 0, error: '' };
  if (job.status === 'failed' || job.status === 'cancelled')
    return { status: 'failed', progress: EXPORT_FAILED_PROGRESS, error: job.error || MSG.exportFailed };
  return {
    status: job.status === 'queued' ? 'queued' : 'running',
    progress: Math.min(99, Math.max(0, job.progress)),
    error: '',
  };
}

/** export_excel (and PDF, zip of a source): checks the source and its items, then queues the job. */
export async function startExport(ctx: AppContext, user: SessionUser, input: ExportInput): Promise<ExportStarted> {
  const { payload, resolved } = await payloadOf(ctx, user, input);
  const record = await createRecord(ctx, user, payload, {
    source: input.source,
    sourceId: resolved.sourceId,
    content: payload.title,
    count: payloadItemCount(payload),
  });
  await enqueueExport(ctx, record);
  return started(record);
}

/** generate_zip with an explicit data list: only pictures of this platform's store are packed. */
export async function startZipOfEntries(
  ctx: AppContext,
  user: SessionUser,
  input: { data: ZipEntryInput[]; zip_name?: string; data_module?: string; settings: ExportSettings },
): Promise<ExportStarted> {
  if (!input.data.length) throw businessError(MSG.exportEmptySampleCart);
  if (input.data.some((e) => !localPictureHash(e.url))) throw businessError(MSG.exportPictureUrlInvalid);
  const title = input.zip_name?.trim() || EXPORT_TEXT.zipName;
  const payload: ExportPayload = {
    format: 'zip',
    settings: input.settings,
    columns: [],
    ids: [],
    extras: {},
    currency: input.settings.watermark_params.moneyUnit,
    title,
    company: { name: '', lines: [] },
    entries: input.data,
    date: localTime(ctx).slice(0, 10),
  };
  const record = await createRecord(ctx, user, payload, {
    source: input.data_module?.trim() || 'pictures',
    sourceId: null,
    content: title,
    count: input.data.length,
  });
  await enqueueExport(ctx, record);
  return started(record);
}

/** direct_export: a small export made within the request; answers as get_callback would once done. */
export async function directExport(
  ctx: AppContext,
  user: SessionUser,
  input: ExportInput,
  log: (error: unknown) => void,
): Promise<ExportCallback> {
  const { payload, resolved } = await payloadOf(ctx, user, input);
  if (payloadItemCount(payload) > DIRECT_EXPORT_MAX_ITEMS)
    throw businessError(MSG.exportTooManyForDirect(DIRECT_EXPORT_MAX_ITEMS));
  const record = await createRecord(ctx, user, payload, {
    source: input.source,
    sourceId: resolved.sourceId,
    content: payload.title,
    count: payloadItemCount(payload),
  });
  try {
    await runExport(ctx, record.uuid, { progress: async () => {}, signal: new AbortController().signal });
  } catch (error) {
    log(error);
    await updateRecord(ctx, record.uuid, {
      status: 'failed',
      progress: EXPORT_FAILED_PROGRESS,
      error: MSG.exportFailed,
      finished_at: ctx.now(),
    });
  }
  return callbackState(ctx, user, record.uuid);
}

/** get_convert: the items and settings of an earlier export, in another format, as a new job. */
export async function convertExport(
  ctx: AppContext,
  user: SessionUser,
  input: { uuid: string; format: ExportFormatName },
): Promise<ExportStarted> {
  const record = await readable(ctx, user, input.uuid);
  const payload = (await recordWithRequest(ctx, record.uuid))?.request as ExportPayload;
  // A zip of loose pictures has no items to lay out in a sheet or a catalogue.
  if (payload.entries && input.format !== 'zip') throw businessError(MSG.exportConvertUnsupported);
  const next = await createRecord(
    ctx,
    user,
    { ...payload, format: input.format, date: localTime(ctx).slice(0, 10) },
    {
      source: record.source,
      sourceId: record.source_id,
      content: record.content,
      count: record.toy_count,
    },
  );
  await enqueueExport(ctx, next);
  return started(next);
}

const downloadName = (record: ExportRecord) =>
  exportFileName(record.content, FORMAT_NAMES[record.export_format] ?? 'excel', formatZonedDateTime(record.created_at));

/** A signed download link of one export, valid for EXPORT_LINK_TTL_MS unless told otherwise. */
async function downloadLink(
  ctx: AppContext,
  record: ExportRecord,
  expires = ctx.now().getTime() + EXPORT_LINK_TTL_MS,
): Promise<{ url: string; expires: number }> {
  const sig = await sign(ctx, 'download', record.uuid, expires);
  return {
    url: `/export_files/${record.uuid}/${encodeURIComponent(downloadName(record))}?expires=${expires}&sig=${sig}`,
    expires,
  };
}

const downloadable = (ctx: AppContext, record: ExportRecord) =>
  record.status === 'done' && record.file_key !== null && isHistoryDownloadVisible(record.created_at, ctx.now());

/** get_callback: the job's progress; a link once done; -100 with '导出失败，请联系客服' when it failed. */
export async function callbackState(ctx: AppContext, user: SessionUser, uuid: string): Promise<ExportCallback> {
  const record = await readable(ctx, user, uuid);
  const state = await stateOf(ctx, record);
  if (state.status === 'failed')
    return { uuid, progress: EXPORT_FAILED_PROGRESS, link: '', file_name: '', msg: state.error || MSG.exportFailed };
  if (state.status === 'done' && downloadable(ctx, record)) {
    const link = await downloadLink(ctx, record);
    return { uuid, progress: 100, link: link.url, file_name: downloadName(record), msg: MSG.exportSuccess };
  }
  return { uuid, progress: Math.min(99, state.progress), link: '', file_name: '', msg: '' };
}

/** get_excel_list: the history, newest first, with a fresh signed link while the file is kept (30 days). */
export async function history(
  ctx: AppContext,
  user: SessionUser,
  page: { page: number; page_size: number },
): Promise<{ list: ExportRecordItem[]; total: number }> {
  const { list, total } = await listRecords(
    ctx,
    { userId: user.userId, companyId: user.companyId > 0 ? user.companyId : null, wholeCompany: user.userType !== 1 },
    page,
  );
  const items = await Promise.all(
    list.map(
      async (r): Promise<ExportRecordItem> => ({
        id: r.id,
        uuid: r.uuid,
        content: r.content,
        toy_count: r.toy_count,
        export_format: r.export_format,
        format: FORMAT_NAMES[r.export_format] ?? 'excel',
        created_time: formatZonedDateTime(r.created_at),
        file_url: downloadable(ctx, r) ? (await downloadLink(ctx, r)).url : '',
        status: r.status,
        progress: r.status === 'failed' ? EXPORT_FAILED_PROGRESS : r.progress,
      }),
    ),
  );
  return { list: items, total };
}

/** Deletes a history record and its file. */
export async function deleteRecord(ctx: AppContext, user: SessionUser, id: number): Promise<void> {
  const record = await recordById(ctx, id);
  if (!record || !canRead(user, record)) throw notFound();
  if (record.file_key) await exportFiles(ctx).remove(record.file_key);
  await markDeleted(ctx, id);
}

/** preview_excel: the first rows as the workbook will have them. */
export async function preview(
  ctx: AppContext,
  user: SessionUser,
  input: {
    source: ExportSource;
    source_id?: number | null;
    settings: ExportSettings;
    columns?: string[];
    limit: number;
  },
): Promise<ExcelPreview> {
  const { payload } = await payloadOf(ctx, user, { ...input, format: 'excel' });
  const lang = payload.settings.watermark_lang;
  const rows: ExcelPreview['rows'] = [];
  const preview = {
    ids: payload.ids.slice(0, input.limit),
    extras: payload.extras,
    own: payload.own?.slice(0, Math.max(0, input.limit - payload.ids.length)),
  };
  for await (const batch of exportBatches(ctx, preview)) {
    for (const it of batch) {
      const v = exportRowValues(it, {
        lang,
        showUnit: payload.settings.is_show_unit === 1,
        moneyUnit: payload.settings.watermark_params.moneyUnit || payload.currency,
      }) as Record<string, string | number | null>;
      rows.push(
        Object.fromEntries(payload.columns.map((c) => [c, c === 'picture' ? it.picture || null : (v[c] ?? null)])),
      );
    }
  }
  return {
    columns: payload.columns.map((key: ExportColumn) => ({ key, title: exportColumnTitle(key, lang) })),
    rows,
    total: payloadItemCount(payload),
  };
}

/** get_temp_auth: a short-lived link to download one finished export. */
export async function tempAuth(ctx: AppContext, user: SessionUser, uuid: string) {
  const record = await readable(ctx, user, uuid);
  if (!downloadable(ctx, record)) throw businessError(MSG.exportNotFinished);
  const link = await downloadLink(ctx, record);
  return { url: link.url, expires_time: link.expires };
}

/** The file behind a signed download link, or null when the link is not valid for it (any more). */
export async function signedDownload(
  ctx: AppContext,
  input: { uuid: string; expires: number; sig: string | undefined },
): Promise<{ stream: NodeJS.ReadableStream; name: string; size: number | null; format: ExportFormatName } | null> {
  if (!(await verify(ctx, 'download', input.uuid, input.expires, input.sig))) return null;
  const record = await recordByUuid(ctx, input.uuid);
  if (!record || record.deleted || !downloadable(ctx, record) || !record.file_key) return null;
  const stream = await exportFiles(ctx).open(record.file_key);
  if (!stream) return null;
  return {
    stream,
    name: downloadName(record),
    size: record.file_size ?? null,
    format: FORMAT_NAMES[record.export_format] ?? 'excel',
  };
}

const UPLOAD_TYPES = ['xlsx', 'xls', 'csv', 'pdf', 'zip', 'jpg', 'jpeg', 'png'];

/** get_signature: a short-lived link to upload one file to the user's upload folder. */
export async function uploadSignature(ctx: AppContext, user: SessionUser, fileName: string) {
  const ext = (/\.([a-z0-9]+)$/i.exec(fileName)?.[1] ?? '').toLowerCase();
  if (!UPLOAD_TYPES.includes(ext)) throw businessError(MSG.uploadProductImageOrXlsx);
  const base = stripSpecialCharacters(fileName.replace(/\.[a-z0-9]+$/i, '')).slice(0, 40) || 'file';
  const key = `${user.companyId > 0 ? `c${user.companyId}` : `u${user.userId}`}/up-${randomBytes(12).toString('hex')}-${encodeURIComponent(base).replace(/%/g, '')}.${ext}`;
  const expires = ctx.now().getTime() + EXPORT_LINK_TTL_MS;
  const sig = await sign(ctx, 'upload', key, expires);
  return { upload_url: `/export_uploads/${key}?expires=${expires}&sig=${sig}`, key, expires_time: expires };
}

/** Stores the bytes of a signed upload once: the link is for this key only, and a used link is spent. */
export async function signedUpload(
  ctx: AppContext,
  input: { key: string; expires: number; sig: string | undefined; body: Buffer },
): Promise<boolean> {
  if (!(await verify(ctx, 'upload', input.key, input.expires, input.sig))) return false;
  const files = exportFiles(ctx);
  if (await files.exists(input.key)) return false;
  const file = files.create(input.key);
  await new Promise<void>((resolve, reject) => {
    file.stream.once('error', reject);
    file.stream.end(input.body, () => resolve());
  });
  await file.commit();
  return true;
}

/** The signature an outside worker sends with callback for one export (never expires, bound to the uuid). */
export const callbackSignature = (ctx: AppContext, uuid: string) => sign(ctx, 'callback', uuid, 0);

/** callback: an outside worker reports progress or failure of an export it runs. */
export async function jobCallback(
  ctx: AppContext,
  input: { uuid: string; progress: number; error?: string; sig: string },
): Promise<{ uuid: string; progress: number }> {
  const expected = Buffer.from(await callbackSignature(ctx, input.uuid), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(input.sig) ? input.sig : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(expected, given)) throw notFound();
  const record = await recordByUuid(ctx, input.uuid);
  if (!record || record.deleted) throw notFound();
  if (record.status === 'done' || record.status === 'failed') return { uuid: record.uuid, progress: record.progress };
  if (input.progress === EXPORT_FAILED_PROGRESS) {
    await updateRecord(ctx, input.uuid, {
      status: 'failed',
      progress: EXPORT_FAILED_PROGRESS,
      error: MSG.exportFailed,
      finished_at: ctx.now(),
    });
    return { uuid: input.uuid, progress: EXPORT_FAILED_PROGRESS };
  }
  // 100 is set only by whoever stored the file; an outside report caps at 99.
  const progress = Math.max(0, Math.min(99, input.progress));
  await updateRecord(ctx, input.uuid, { status: 'running', progress });
  return { uuid: input.uuid, progress };
}

/**
 * The quotation's summary for its e-mail, in the mail's language: the same header facts (customer, number,
 * date, validity, terms, currency) and totals as its Excel and PDF. '' when the user may not read it.
 */
export async function quotationMailSummaryText(
  ctx: AppContext,
  user: SessionUser,
  quotationId: number,
  lang: 'zh' | 'en',
): Promise<string> {
  const resolved = await resolveSource(ctx, user, 'quotation', quotationId).catch(() => null);
  if (!resolved?.sheet) return '';
  return quotationMailSummary({ ...resolved.sheet.header, lang }, resolved.sheet.totals);
}

/**
 * The Excel of a quotation for its e-mail, with the default settings in the mail's language and the
 * quotation's currency. Up to DIRECT_EXPORT_MAX_ITEMS items: the workbook itself, made now in memory (small
 * enough for a mail server). More: an export job (it shows in the sender's history) and a signed download
 * link valid until `until` (the confirmation link's expiry), at most as long as the history keeps the file.
 * Null when the user may not read the quotation or none of its items may be exported.
 */
export async function quotationMailExcel(
  ctx: AppContext,
  user: SessionUser,
  quotationId: number,
  options: { lang: 'zh' | 'en'; origin: string; until: Date },
): Promise<QuotationMailExcel | null> {
  const settings: ExportSettings = {
    ...DEFAULT_EXPORT_SETTINGS,
    // empty: the payload's currency (the quotation's) is the money unit
    watermark_params: { ...DEFAULT_EXPORT_SETTINGS.watermark_params, fieldList: [], moneyUnit: '' },
    watermark_lang: options.lang === 'zh' ? WATERMARK_LANG_ZH : 0,
  };
  const made = await payloadOrNull(ctx, user, {
    source: 'quotation',
    source_id: quotationId,
    format: 'excel',
    settings,
    lang: options.lang,
  });
  if (!made) return null;
  const { payload, resolved } = made;
  const filename = exportFileName(payload.title, 'excel', localTime(ctx));
  if (payloadItemCount(payload) <= DIRECT_EXPORT_MAX_ITEMS) {
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    // the workbook's writer ends `out` once the last byte is written
    await generateExcel(ctx, payload, out, { progress: () => {} });
    return { kind: 'file', filename, content: Buffer.concat(chunks) };
  }
  const record = await createRecord(ctx, user, payload, {
    source: 'quotation',
    sourceId: resolved.sourceId,
    content: payload.title,
    count: payloadItemCount(payload),
  });
  await enqueueExport(ctx, record);
  const kept = record.created_at.getTime() + EXPORT_HISTORY_DAYS * DAY_MS;
  const link = await downloadLink(ctx, record, Math.min(options.until.getTime(), kept));
  return { kind: 'link', filename: downloadName(record), url: `${options.origin.replace(/\/$/, '')}${link.url}` };
}
