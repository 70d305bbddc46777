import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { ImportJobInfo, ImportTarget, ImportUpload } from '@wanju/api-client';
import {
  formatZonedDateTime,
  IMPORT_LIMITS,
  IMPORT_MSG,
  type ImportDefaults,
  type ImportMapping,
  INPUT_MSG,
  importMapping,
  type JobStatus,
  mappingRefusal,
  pictureArticle,
} from '@wanju/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { enqueue, getJob } from '../platform/jobs/index';
import { Sheet, type SheetTable } from '../sheets/index';
import { importKey, putFile, tempFile } from './files';
import { IMPORT_JOB } from './jobs';
import * as repo from './repo';
import { IMPORT_TARGET_DEFINITIONS } from './targets';
import { openPicturesZip } from './zip';

const REPORT_LINK_MS = 30 * 60_000;
const owner = (user: SessionUser) => ({ company_id: user.companyId || null, user_id: user.userId });

/** The import of this id if it is the owner's (target and owner as the user acts now), else not found. */
async function ownImport(ctx: AppContext, user: SessionUser, id: string) {
  const record = await repo.importById(ctx.database.db, id);
  if (!record) throw notFound(IMPORT_MSG.notFound);
  const target = IMPORT_TARGET_DEFINITIONS[record.target as ImportTarget];
  const ownerId = await target.owner(ctx, user);
  if (record.owner_id !== ownerId) throw notFound(IMPORT_MSG.notFound);
  return record;
}

/**
 * upload: the xlsx (and an optional zip of pictures) streamed to temporary files within their limits, read for
 * the mapping step by the one sheet reader (the header wherever it is among the first rows, its columns
 * guessed by their synonyms and values, combined sizes, pictures), then kept in the shared storage for the job.
 */
export async function upload(ctx: AppContext, user: SessionUser, request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw businessError(IMPORT_MSG.fileRequired);
  const files: Partial<Record<'file' | 'pictures', { path: string; name: string }>> = {};
  let targetName = 'factory_product';
  try {
    try {
      for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMITS.zipBytes, files: 2, fields: 5 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'target') targetName = String(part.value ?? '');
          continue;
        }
        if ((part.fieldname !== 'file' && part.fieldname !== 'pictures') || files[part.fieldname]) {
          part.file.resume();
          continue;
        }
        const path = tempFile(part.fieldname);
        files[part.fieldname] = { path, name: part.filename ?? '' };
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) throw businessError(IMPORT_MSG.zipTooLarge);
        const size = (await fs.stat(path)).size;
        if (part.fieldname === 'file' && size > IMPORT_LIMITS.fileBytes) throw businessError(IMPORT_MSG.fileTooLarge);
      }
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw businessError(IMPORT_MSG.zipTooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        throw businessError(INPUT_MSG.tooManyFields);
      if (code) throw businessError(INPUT_MSG.uploadUnreadable);
      throw error;
    }
    const target = IMPORT_TARGET_DEFINITIONS[targetName as ImportTarget];
    if (!target) throw businessError(INPUT_MSG.uploadUnreadable);
    const ownerId = await target.owner(ctx, user);
    // A pictures-only target reads no sheet: the zip is the whole upload.
    const file = target.picturesOnly ? null : files.file;
    if (target.picturesOnly && !files.pictures) throw businessError(IMPORT_MSG.zipRequired);
    if (!target.picturesOnly && !file) throw businessError(IMPORT_MSG.fileRequired);
    let table: SheetTable = { headerRow: 0, headers: [], columns: [], rows: [] };
    let embedded = 0;
    if (file) {
      const sheet = await Sheet.open(file.path);
      try {
        table = await sheet.table(IMPORT_LIMITS.rows, IMPORT_MSG.tooManyRows(IMPORT_LIMITS.rows), { preview: true });
        for (const parts of sheet.pictures.values()) embedded += parts.length;
      } finally {
        sheet.close();
      }
    }
    let zipPictures = 0;
    if (files.pictures) {
      const zip = await openPicturesZip(files.pictures.path);
      zipPictures = zip.names().filter((n) => pictureArticle(n) && !n.startsWith('__macosx/')).length;
      zip.close();
    }
    if (target.picturesOnly && !zipPictures) throw businessError(IMPORT_MSG.noNamedPictures);
    const id = randomUUID();
    if (file) await putFile(ctx, importKey(id, 'source.xlsx'), file.path);
    if (files.pictures) await putFile(ctx, importKey(id, 'pictures.zip'), files.pictures.path);
    const named = file ?? files.pictures;
    await repo.insertImport(ctx.database.db, {
      id,
      target: target.kind,
      user_id: user.userId,
      company_id: user.companyId || null,
      owner_id: ownerId,
      file_name: named?.name.slice(0, 200) || (file ? 'import.xlsx' : 'pictures.zip'),
      file_key: file ? importKey(id, 'source.xlsx') : '',
      zip_key: files.pictures ? importKey(id, 'pictures.zip') : null,
      column_count: table.headers.length,
      created_at: ctx.now(),
    });
    return {
      upload_id: id,
      file_name: named?.name ?? '',
      columns: table.headers.map((header, i) => ({
        column: i + 1,
        header: header.slice(0, 100),
        samples: table.columns.find((c) => c.column === i + 1)?.samples ?? [],
      })),
      suggested: importMapping(table.columns),
      required: [...target.required],
      header_row: table.headerRow,
      embedded_pictures: embedded,
      zip_pictures: zipPictures,
    };
  } finally {
    for (const f of Object.values(files)) await fs.rm(f.path, { force: true });
  }
}

/** start: the mapping checked against the sheet, saved when named, and the import queued as a job. */
export async function start(
  ctx: AppContext,
  user: SessionUser,
  body: {
    upload_id: string;
    target: ImportTarget;
    mapping: Record<string, number>;
    publish: boolean;
    defaults?: ImportDefaults;
    save_as?: string;
  },
): Promise<ImportJobInfo> {
  const record = await ownImport(ctx, user, body.upload_id);
  if (record.target !== body.target) throw notFound(IMPORT_MSG.notFound);
  if (record.job_id) return info(ctx, user, record.id);
  const target = IMPORT_TARGET_DEFINITIONS[body.target];
  const pictureOnly = target.picturesOnly;
  const mapping = (pictureOnly ? {} : body.mapping) as ImportMapping;
  const defaults: ImportDefaults = pictureOnly ? {} : { ...body.defaults };
  const refusal = pictureOnly
    ? null
    : mappingRefusal(mapping, record.column_count, { required: target.required, defaults });
  if (refusal) throw businessError(refusal);
  const db = ctx.database.db;
  const name = body.save_as?.trim();
  if (body.save_as !== undefined && !pictureOnly) {
    if (!name) throw businessError(IMPORT_MSG.mappingNameRequired);
    const saved = await repo.mappingsOf(db, body.target, owner(user));
    if (saved.length >= IMPORT_LIMITS.mappings && !saved.some((m) => m.name === name))
      throw businessError(IMPORT_MSG.tooManyMappings);
    await repo.saveMapping(db, { target: body.target, ...owner(user), name, mapping, created_at: ctx.now() });
  }
  // Stored before the job is queued: a runner (another connection, another process) may start it at once.
  await repo.updateImport(db, record.id, {
    mapping: JSON.stringify(mapping),
    defaults: JSON.stringify(defaults),
    publish: body.publish,
  });
  const job = await enqueue(ctx, {
    kind: IMPORT_JOB,
    owner: { userId: user.userId, companyId: user.companyId },
    payload: { id: record.id },
  });
  await repo.updateImport(db, record.id, { job_id: job.id });
  return info(ctx, user, record.id);
}

async function sign(ctx: AppContext, id: string, expires: number) {
  return createHmac('sha256', ctx.secrets.get('export-link')).update(`import-report\n${id}\n${expires}`).digest('hex');
}

async function toInfo(ctx: AppContext, record: repo.ImportRecord): Promise<ImportJobInfo> {
  const job = record.job_id ? await getJob(ctx, record.job_id) : null;
  const counts = await repo.outcomeCounts(ctx.database.db, record.id);
  let reportUrl = '';
  if (record.report_key && job?.status === 'done') {
    const expires = ctx.now().getTime() + REPORT_LINK_MS;
    reportUrl = `/import_reports/${record.id}?expires=${expires}&sig=${await sign(ctx, record.id, expires)}`;
  }
  return {
    id: record.id,
    status: (job?.status ?? 'queued') as JobStatus,
    progress: job?.status === 'done' ? 100 : (job?.progress ?? 0),
    file_name: record.file_name,
    total: record.total,
    created: counts.get('created') ?? 0,
    updated: counts.get('updated') ?? 0,
    refused: counts.get('refused') ?? 0,
    error: job?.status === 'failed' ? job.error : '',
    report_url: reportUrl,
    created_time: formatZonedDateTime(new Date(record.created_at)),
    channel: `user:${record.user_id}`,
  };
}

export async function info(ctx: AppContext, user: SessionUser, id: string): Promise<ImportJobInfo> {
  return toInfo(ctx, await ownImport(ctx, user, id));
}

export async function jobs(
  ctx: AppContext,
  user: SessionUser,
  body: { target: ImportTarget; page: number; page_size: number },
) {
  const ownerId = await IMPORT_TARGET_DEFINITIONS[body.target].owner(ctx, user);
  const { rows, total } = await repo.importsOf(ctx.database.db, body.target, ownerId, body);
  return { list: await Promise.all(rows.map((r) => toInfo(ctx, r))), total };
}

export async function rows(
  ctx: AppContext,
  user: SessionUser,
  body: { id: string; page: number; page_size: number; outcome?: string },
) {
  await ownImport(ctx, user, body.id);
  const { rows: lines, total } = await repo.rowsPage(ctx.database.db, body.id, body);
  return {
    list: lines.map((l) => ({
      row: l.row_no,
      article_number: l.article_number,
      outcome: l.outcome as 'created' | 'updated' | 'refused',
      message: l.message,
      product_id: l.product_id,
    })),
    total,
  };
}

export async function mappings(ctx: AppContext, user: SessionUser, target: ImportTarget) {
  await IMPORT_TARGET_DEFINITIONS[target].owner(ctx, user);
  const list = await repo.mappingsOf(ctx.database.db, target, owner(user));
  return { list: list.map((m) => ({ id: m.id, name: m.name, mapping: m.mapping as ImportMapping })) };
}

export async function deleteMapping(ctx: AppContext, user: SessionUser, id: number) {
  if (!(await repo.deleteMapping(ctx.database.db, id, owner(user)))) throw notFound(IMPORT_MSG.notFound);
  return null;
}

/** The report file of a signed link (expired or wrong: null). */
export async function signedReport(ctx: AppContext, q: { id: string; expires: number; sig?: string }) {
  if (!/^[0-9a-f-]{36}$/.test(q.id) || !q.sig || !/^[0-9a-f]{64}$/.test(q.sig)) return null;
  if (!Number.isFinite(q.expires) || q.expires < ctx.now().getTime()) return null;
  const expected = Buffer.from(await sign(ctx, q.id, q.expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(q.sig, 'hex'))) return null;
  const record = await repo.importById(ctx.database.db, q.id);
  if (!record?.report_key) return null;
  const stream = await ctx.storage.get(record.report_key);
  return stream ? { stream, name: `${record.file_name.replace(/\.xlsx$/i, '')}-导入结果.xlsx` } : null;
}
