import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type {
  AssistantAnswer,
  AssistantHistoryItem,
  AssistantStatus,
  AssistantTool,
  SheetJob,
} from '@wanju/api-client';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_MSG,
  type ComputedColumns,
  formatZonedDateTime,
  INPUT_MSG,
  type JobStatus,
  type SheetMapping,
  sheetMappingRefusal,
} from '@wanju/domain';
import type { FastifyRequest } from 'fastify';
import { userConfig } from '../account/index';
import { chargeSearch } from '../catalogue/index';
import { putFile, tempFile } from '../imports/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { enqueue, getJob, type Job } from '../platform/jobs/index';
import { rates } from '../system/index';
import {
  ANALYZE_JOB,
  type AnalyzePayload,
  type AnalyzeResult,
  BUILD_JOB,
  type BuildPayload,
  type BuildResult,
} from './excel';
import { type AnswerResult, ASK_JOB, type AskPayload } from './qa';
import * as repo from './repo';

const LINK_MS = 30 * 60_000;
const KINDS: Record<AssistantTool, string[]> = { excel: [ANALYZE_JOB, BUILD_JOB], ask: [ASK_JOB] };

export function status(ctx: AppContext): AssistantStatus {
  const provider = ctx.config.aiProvider;
  return { provider: provider !== null, model: provider?.model ?? '' };
}

/** The user's own job of one of these kinds, else not found (another user's job answers the same). */
async function ownJob(ctx: AppContext, user: SessionUser, id: string, kinds: readonly string[]): Promise<Job> {
  const job = await getJob(ctx, id, { userId: user.userId });
  if (!job || !kinds.includes(job.kind)) throw notFound(ASSISTANT_MSG.notFound);
  return job;
}

const sign = (ctx: AppContext, id: string, expires: number) =>
  createHmac('sha256', ctx.secrets.get('export-link')).update(`assistant-sheet\n${id}\n${expires}`).digest('hex');

function toSheetJob(ctx: AppContext, job: Job): SheetJob {
  const build = job.kind === BUILD_JOB;
  const payload = job.payload as AnalyzePayload | BuildPayload;
  const done = job.status === 'done' && job.result !== null;
  const analysis = !build && done ? (job.result as AnalyzeResult) : null;
  const output = build && done ? (job.result as BuildResult) : null;
  const expires = ctx.now().getTime() + LINK_MS;
  return {
    id: job.id,
    stage: build ? 'build' : 'analyze',
    status: job.status,
    progress: job.status === 'done' ? 100 : job.progress,
    error: job.status === 'failed' ? job.error : '',
    file_name: payload.file_name,
    created_time: formatZonedDateTime(job.createdAt),
    channel: `user:${job.userId}`,
    source_id: build ? (payload as BuildPayload).source_id : '',
    analysis: analysis && {
      header_row: analysis.header_row,
      first_row: analysis.first_row,
      rows: analysis.rows,
      pictures: analysis.pictures,
      columns: analysis.columns,
    },
    output: output && {
      file_name: output.file_name,
      download_url: `/assistant_files/${job.id}?expires=${expires}&sig=${sign(ctx, job.id, expires)}`,
      rows: output.rows,
      refused: output.refused,
      pictures: output.pictures,
      headers: output.headers,
      preview: output.preview,
      notes: output.notes,
    },
  };
}

/** excel_upload: the price list streamed to a temporary file within its limit, kept in the storage, analysed as a job. */
export async function excelUpload(ctx: AppContext, user: SessionUser, request: FastifyRequest): Promise<SheetJob> {
  if (!request.isMultipart()) throw businessError(ASSISTANT_MSG.fileRequired);
  let file: { path: string; name: string } | null = null;
  try {
    try {
      for await (const part of request.parts({
        limits: { fileSize: ASSISTANT_LIMITS.fileBytes, files: 1, fields: 2 },
      })) {
        if (part.type === 'field') continue;
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        file = { path: tempFile('assistant-source'), name: part.filename ?? '' };
        await pipeline(part.file, createWriteStream(file.path));
        if (part.file.truncated) throw businessError(ASSISTANT_MSG.fileTooLarge);
      }
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw businessError(ASSISTANT_MSG.fileTooLarge);
      if (code.startsWith('FST_')) throw businessError(INPUT_MSG.uploadUnreadable);
      throw error;
    }
    if (!file) throw businessError(ASSISTANT_MSG.fileRequired);
    const head = Buffer.alloc(4);
    const handle = await fs.open(file.path, 'r');
    try {
      await handle.read(head, 0, 4, 0);
    } finally {
      await handle.close();
    }
    if (!head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw businessError(ASSISTANT_MSG.notXlsx);
    await chargeSearch(ctx, user, { kind: 'excel' });
    const key = `assistant/${randomUUID()}/source.xlsx`;
    await putFile(ctx, key, file.path);
    const job = await enqueue<AnalyzePayload>(ctx, {
      kind: ANALYZE_JOB,
      owner: { userId: user.userId, companyId: user.companyId },
      payload: { key, file_name: (file.name || 'price-list.xlsx').slice(0, 200) },
      maxAttempts: 2,
    });
    return toSheetJob(ctx, job);
  } finally {
    if (file) await fs.rm(file.path, { force: true });
  }
}

export async function excelJob(ctx: AppContext, user: SessionUser, id: string): Promise<SheetJob> {
  return toSheetJob(ctx, await ownJob(ctx, user, id, KINDS.excel));
}

/** excel_build: the mapping the user confirmed checked against the analysis, then the import-ready sheet built as a job. */
export async function excelBuild(
  ctx: AppContext,
  user: SessionUser,
  body: { id: string; mapping: SheetMapping; computed: ComputedColumns },
): Promise<SheetJob> {
  const source = await ownJob(ctx, user, body.id, [ANALYZE_JOB]);
  if (source.status !== 'done' || !source.result) throw businessError(ASSISTANT_MSG.notReady);
  const analysis = source.result as AnalyzeResult;
  const refusal = sheetMappingRefusal(body.mapping, analysis.width);
  if (refusal) throw businessError(refusal);
  const config = await userConfig(ctx, user);
  const own = await rates(ctx, user);
  const payload = source.payload as AnalyzePayload;
  const job = await enqueue<BuildPayload>(ctx, {
    kind: BUILD_JOB,
    owner: { userId: user.userId, companyId: user.companyId },
    payload: {
      source_id: source.id,
      key: payload.key,
      file_name: payload.file_name,
      mapping: body.mapping,
      computed: body.computed,
      formula: config.price_formula,
      rates: Object.fromEntries(own.list.map((r) => [r.currency, r.rate])),
    },
    maxAttempts: 2,
  });
  return toSheetJob(ctx, job);
}

/** The import-ready sheet of a signed link (expired, wrong or gone: null). */
export async function signedSheet(ctx: AppContext, q: { id: string; expires: number; sig?: string }) {
  if (!/^[0-9a-f-]{36}$/.test(q.id) || !q.sig || !/^[0-9a-f]{64}$/.test(q.sig)) return null;
  if (!Number.isFinite(q.expires) || q.expires < ctx.now().getTime()) return null;
  const expected = Buffer.from(sign(ctx, q.id, q.expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(q.sig, 'hex'))) return null;
  const job = await getJob(ctx, q.id);
  if (!job || job.kind !== BUILD_JOB || job.status !== 'done' || !job.result) return null;
  const result = job.result as BuildResult;
  const stream = await ctx.storage.get(result.key);
  return stream ? { stream, name: result.file_name } : null;
}

function toAnswer(job: Job): AssistantAnswer {
  return {
    id: job.id,
    question: (job.payload as AskPayload).question,
    status: job.status,
    progress: job.status === 'done' ? 100 : job.progress,
    error: job.status === 'failed' ? job.error : '',
    created_time: formatZonedDateTime(job.createdAt),
    channel: `user:${job.userId}`,
    result: job.status === 'done' ? (job.result as AnswerResult) : null,
  };
}

/** ask: the question checked and counted (a free user's daily searches), then answered as a job. */
export async function ask(ctx: AppContext, user: SessionUser, body: { question: string }): Promise<AssistantAnswer> {
  const question = body.question.replace(/\s+/g, ' ').trim();
  if (!question) throw businessError(ASSISTANT_MSG.questionRequired);
  await chargeSearch(ctx, user, { kind: 'keyword', query: question });
  const job = await enqueue<AskPayload>(ctx, {
    kind: ASK_JOB,
    owner: { userId: user.userId, companyId: user.companyId },
    payload: { question },
    maxAttempts: 2,
  });
  return toAnswer(job);
}

export async function answer(ctx: AppContext, user: SessionUser, id: string): Promise<AssistantAnswer> {
  return toAnswer(await ownJob(ctx, user, id, KINDS.ask));
}

/** The user's own runs of a tool, newest first. */
export async function history(
  ctx: AppContext,
  user: SessionUser,
  body: { tool: AssistantTool; page: number; page_size: number },
): Promise<{ list: AssistantHistoryItem[]; total: number }> {
  const { rows, total } = await repo.jobsOf(ctx, user.userId, KINDS[body.tool], body);
  return {
    list: rows.map((r) => {
      const payload = r.payload as Partial<AskPayload & AnalyzePayload>;
      return {
        id: r.id,
        tool: body.tool,
        title: (body.tool === 'ask' ? payload.question : payload.file_name) ?? '',
        status: r.status as JobStatus,
        created_time: formatZonedDateTime(new Date(r.created_at)),
      };
    }),
    total,
  };
}
