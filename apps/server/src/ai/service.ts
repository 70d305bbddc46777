import { CODE } from '@wanju/api-client';
import {
  AI_FREE_DAILY_LIMIT,
  AI_JOB_KINDS,
  AI_MSG,
  AI_PICTURE_TOOLS,
  type AiDataModule,
  type AiPictureTool,
  aiToolOfKind,
  type CropRatio,
  CUTOUT_POLL_MS,
  checkAiQuota,
  countsTowardQuota,
  formatZonedDateTime,
  type JobStatus,
  type MaskStroke,
  validateCropRatio,
  validateMaskStrokes,
  zonedParts,
  zonedTimeToUtc,
} from '@wanju/domain';
import type { FastifyRequest } from 'fastify';
import { companyPlan } from '../account/index';
import { setProductPicture } from '../company/index';
import { checkImage, fileUrl, pictureState, uploadPicture } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError, notFound } from '../platform/http/errors';
import { enqueue, getJob, type Job, jobsDb } from '../platform/jobs/index';
import { setItemPicture } from '../quotations/index';
import { setLinePicture } from '../working-set/index';
import { providerConfigured } from './provider';

/** What a tool's job carries (the pictures by their stored hashes). */
export interface AiPayload {
  images: string[];
  background?: 'transparent' | 'white';
  ratio?: CropRatio;
  save?: boolean;
  strokes?: MaskStroke[];
  shown?: { width: number; height: number };
  poster?: Record<string, unknown>;
}

const HASH = /^\/files\/([0-9a-f]{32})(?:_s)?\.jpg$/;

/** The stored picture behind one of our addresses, checked by content (a picture we serve, jpg or png). */
export async function storedPicture(ctx: AppContext, address: string) {
  const hash = HASH.exec(address.trim().replace(/^https?:\/\/[^/]+/, ''))?.[1];
  if (!hash) throw businessError(AI_MSG.pictureNotOurs);
  const original = await pictureState(ctx).files.readOriginal(hash);
  if (!original || original.ext === 'svg') {
    // A drawing (demo catalogue) is rendered to a raster picture first.
    const bytes = await pictureState(ctx).files.variant(hash, 'l');
    if (!bytes) throw businessError(AI_MSG.pictureNotOurs);
    return { hash, bytes };
  }
  await checkImage(original.bytes, { decode: false });
  return { hash, bytes: original.bytes };
}

/** The start of today (Asia/Shanghai) as an instant: the free quota counts runs since then. */
function dayStart(now: Date): Date {
  const p = zonedParts(now);
  return zonedTimeToUtc({ year: p.year, month: p.month, day: p.day });
}

const AI_KINDS = AI_PICTURE_TOOLS.map((t) => AI_JOB_KINDS[t]);

async function limited(ctx: AppContext, user: SessionUser): Promise<boolean> {
  return countsTowardQuota((await companyPlan(ctx, user.companyId)) as never, { kind: 'image' });
}

async function usedToday(ctx: AppContext, user: SessionUser): Promise<number> {
  const row = await jobsDb(ctx)
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.userId)
    .where('kind', 'in', AI_KINDS)
    .where('created_at', '>=', dayStart(ctx.now()))
    .where('status', '!=', 'failed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The free runs a day (AI_FREE_DAILY_LIMIT in the environment overrides the domain's number). */
const dailyLimit = () => Number(process.env.AI_FREE_DAILY_LIMIT || AI_FREE_DAILY_LIMIT);

/** §6: a free user's runs today are counted (failed runs give theirs back); refused past the limit. */
async function charge(ctx: AppContext, user: SessionUser): Promise<void> {
  if (!(await limited(ctx, user))) return;
  const refusal = checkAiQuota(await usedToday(ctx, user), dailyLimit());
  if (refusal) throw new AppError(CODE.freeLimit, refusal);
}

/** Queues a tool run for the user, after checking every picture it names. */
async function start(
  ctx: AppContext,
  user: SessionUser,
  tool: AiPictureTool,
  images: string[],
  payload: Omit<AiPayload, 'images'>,
  counted = true,
) {
  if (!images.length) throw businessError(AI_MSG.pictureRequired);
  const hashes: string[] = [];
  for (const address of images) hashes.push((await storedPicture(ctx, address)).hash);
  if (counted) await charge(ctx, user);
  const job = await enqueue<AiPayload>(ctx, {
    kind: AI_JOB_KINDS[tool],
    owner: { userId: user.userId, companyId: user.companyId },
    payload: { images: hashes, ...payload },
    maxAttempts: 2,
  });
  return { id: job.id, poll_interval: CUTOUT_POLL_MS };
}

export const cutout = (
  ctx: AppContext,
  user: SessionUser,
  body: { images: string[]; background: 'transparent' | 'white' },
) => start(ctx, user, 'cutout', body.images, { background: body.background });

export function smartCrop(
  ctx: AppContext,
  user: SessionUser,
  body: { images: string[]; ratio: CropRatio; save: boolean },
) {
  const refusal = validateCropRatio(body.ratio);
  if (refusal) throw businessError(refusal);
  // The preview (frames only) is free; making the pictures counts.
  return start(ctx, user, 'smartcrop', body.images, { ratio: body.ratio, save: body.save }, body.save);
}

export function remove(
  ctx: AppContext,
  user: SessionUser,
  body: { image_url: string; width: number; height: number; strokes: MaskStroke[] },
) {
  const refusal = validateMaskStrokes(body.strokes, body.width, body.height);
  if (refusal) throw businessError(refusal);
  return start(ctx, user, 'remove', [body.image_url], {
    strokes: body.strokes,
    shown: { width: body.width, height: body.height },
  });
}

export async function poster(
  ctx: AppContext,
  user: SessionUser,
  body: Record<string, unknown> & { image_url: string; logo_url?: string; prompt?: string; sizes: string[] },
) {
  if (body.prompt?.trim() && !providerConfigured()) throw businessError(AI_MSG.providerMissing);
  const logo = body.logo_url ? (await storedPicture(ctx, body.logo_url)).hash : null;
  const { image_url: _url, logo_url: _logo, ...rest } = body;
  return start(ctx, user, 'poster', [body.image_url], { poster: { ...rest, sizes: [...new Set(body.sizes)], logo } });
}

export const provider = () => ({ configured: providerConfigured() });

export const upload = (ctx: AppContext, request: FastifyRequest) => uploadPicture(ctx, request);

interface StoredOutput {
  source: string;
  hash?: string;
  ext?: string;
  width?: number;
  height?: number;
  error?: string;
  [key: string]: unknown;
}

/** A job as the pages show it (the result pictures by their addresses). */
export function taskOf(job: Job) {
  const tool = aiToolOfKind(job.kind) as AiPictureTool;
  const payload = job.payload as AiPayload;
  const stored = ((job.result as { outputs?: StoredOutput[] } | null)?.outputs ?? []) as StoredOutput[];
  const outputs = stored.map(({ hash, ext, source, ...rest }) => ({
    ...rest,
    source: fileUrl(source),
    picture: hash ? fileUrl(hash) : '',
    thumb: hash ? fileUrl(hash, 's') : '',
    file: hash ? (ext === 'png' ? `/ai-files/${hash}.png` : fileUrl(hash)) : '',
    width: rest.width ?? 0,
    height: rest.height ?? 0,
  }));
  const first = outputs.find((o) => o.file);
  return {
    id: job.id,
    tool,
    status: job.status as JobStatus,
    progress: job.progress,
    result: job.status === 'done' && first ? first.file : null,
    outputs,
    error: job.error,
    inputs: payload.images.map((h) => fileUrl(h)),
    created_time: formatZonedDateTime(job.createdAt),
  };
}

/** get_task_result: one of the user's own tool runs. */
export async function task(ctx: AppContext, user: SessionUser, id: string) {
  const job = /^[0-9a-f-]{36}$/.test(id) ? await getJob(ctx, id, { userId: user.userId }) : null;
  if (!job || !aiToolOfKind(job.kind)) throw notFound(AI_MSG.taskNotFound);
  return taskOf(job);
}

/** The user's own runs of one tool (or all), newest first, with the free runs left today. */
export async function history(
  ctx: AppContext,
  user: SessionUser,
  body: { tool?: AiPictureTool; page: number; page_size: number },
) {
  const kinds = body.tool ? [AI_JOB_KINDS[body.tool]] : AI_KINDS;
  const base = jobsDb(ctx).selectFrom('jobs').where('user_id', '=', user.userId).where('kind', 'in', kinds);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(body.page_size)
      .offset((body.page - 1) * body.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const jobs = await Promise.all(rows.map((r) => getJob(ctx, r.id)));
  const remaining = (await limited(ctx, user)) ? Math.max(0, dailyLimit() - (await usedToday(ctx, user))) : null;
  return { list: jobs.filter((j): j is Job => !!j).map(taskOf), total: Number(count?.n ?? 0), remaining };
}

/**
 * image_process: a result picture put on the record it came from: a quotation item the user may change, a
 * product of the company's library (the roles that edit it), or a sample-cart line (the cart's owner; the
 * line shows it over its product's picture). The record's previous picture stays stored and is answered
 * for undo.
 */
export async function imageProcess(
  ctx: AppContext,
  user: SessionUser,
  body: { id: number; path: string; data_module: AiDataModule },
) {
  const picture = await storedPicture(ctx, body.path.replace(/^\/ai-files\/([0-9a-f]{32})\.png$/, '/files/$1.jpg'));
  const address = { picture: fileUrl(picture.hash), thumb: fileUrl(picture.hash, 's') };
  try {
    const { previous } =
      body.data_module === 'quotation_item'
        ? await setItemPicture(ctx, user, body.id, address)
        : body.data_module === 'company_product'
          ? await setProductPicture(ctx, user, body.id, address.picture)
          : await setLinePicture(ctx, user, body.id, picture.hash);
    return { object: address.picture, previous };
  } catch (error) {
    if (error instanceof AppError && error.code === CODE.notFound) throw notFound(AI_MSG.recordNotFound);
    throw error;
  }
}
