import { AI_JOB_KINDS, AI_MSG, type CropRatio, REMOVE_MAX_SHARE } from '@wanju/domain';
import sharp from 'sharp';
import { pictureState, storeImage } from '../pictures/index';
import type { AppContext } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { type JobContext, registerWorker } from '../platform/jobs/index';
import { renderCrop, smartCrop } from './engine/tools';
import { runAiOp } from './pool';
import { renderPoster } from './poster';
import { generateBackground, providerConfigured } from './provider';
import type { AiPayload } from './service';
import { storedPicture } from './service';

type Output = Record<string, unknown> & { source: string };

async function bytesOf(ctx: AppContext, hash: string): Promise<Buffer> {
  return (await storedPicture(ctx, `/files/${hash}.jpg`)).bytes;
}

/** Stores a result picture (a new picture: the source stays as it was) and answers its output fields. */
async function keep(ctx: AppContext, bytes: Uint8Array, ext: 'png' | 'jpg') {
  const meta = await sharp(bytes).metadata();
  const hash = await storeImage(ctx, {
    bytes: Buffer.from(bytes),
    ext,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
  });
  return { hash, ext, width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * Runs a batch picture by picture with progress; a picture that fails is reported in its own output and
 * the batch goes on; when every picture failed the job fails with the first reason.
 */
async function batch(
  job: { payload: AiPayload },
  context: JobContext,
  failed: string,
  each: (hash: string) => Promise<Record<string, unknown>>,
) {
  const outputs: Output[] = [];
  const { images } = job.payload;
  for (const [i, hash] of images.entries()) {
    if (context.signal.aborted) break;
    try {
      outputs.push({ source: hash, ...(await each(hash)) });
    } catch (error) {
      const message = (error as { code?: number }).code !== undefined ? (error as Error).message : failed;
      outputs.push({ source: hash, error: message });
    }
    await context.progress(Math.min(99, Math.round(((i + 1) / images.length) * 100)));
  }
  const firstError = outputs.find((o) => o.error)?.error as string | undefined;
  if (outputs.length && outputs.every((o) => o.error)) throw businessError(firstError ?? failed);
  return { outputs };
}

registerWorker<AiPayload>(
  AI_JOB_KINDS.cutout,
  (job, context) =>
    batch(job, context, AI_MSG.cutoutFailed, async (hash) => {
      const out = await runAiOp({
        op: 'cutout',
        bytes: await bytesOf(context.ctx, hash),
        background: job.payload.background ?? 'transparent',
      });
      if (out.op !== 'cutout') throw new Error('unexpected');
      return keep(context.ctx, out.bytes, out.ext);
    }),
  { failedMessage: AI_MSG.cutoutFailed, timeoutMs: 10 * 60_000 },
);

registerWorker<AiPayload>(
  AI_JOB_KINDS.smartcrop,
  (job, context) =>
    batch(job, context, AI_MSG.cropFailed, async (hash) => {
      const bytes = await bytesOf(context.ctx, hash);
      const found = await smartCrop(bytes, job.payload.ratio as CropRatio);
      const frame = { crop: found.crop, source_size: { width: found.width, height: found.height } };
      if (!job.payload.save) return frame;
      const cut = await renderCrop(bytes, found, found.crop);
      return { ...frame, ...(await keep(context.ctx, cut, 'jpg')) };
    }),
  { failedMessage: AI_MSG.cropFailed, timeoutMs: 10 * 60_000 },
);

registerWorker<AiPayload>(
  AI_JOB_KINDS.remove,
  (job, context) =>
    batch(job, context, AI_MSG.removeFailed, async (hash) => {
      const out = await runAiOp({
        op: 'remove',
        bytes: await bytesOf(context.ctx, hash),
        strokes: job.payload.strokes ?? [],
        shown: job.payload.shown ?? { width: 1, height: 1 },
      });
      if (out.op !== 'remove') throw new Error('unexpected');
      if (!out.pixels) throw businessError(AI_MSG.maskEmpty);
      if (out.pixels > out.width * out.height * REMOVE_MAX_SHARE) throw businessError(AI_MSG.maskTooLarge);
      return { ...(await keep(context.ctx, out.bytes, 'jpg')), method: out.method };
    }),
  { failedMessage: AI_MSG.removeFailed, timeoutMs: 10 * 60_000 },
);

registerWorker<AiPayload>(
  AI_JOB_KINDS.poster,
  async (job, context) => {
    const spec = job.payload.poster as Record<string, string> & { sizes: string[]; logo: string | null };
    const source = job.payload.images[0] as string;
    const cut = await runAiOp({ op: 'cutout', bytes: await bytesOf(context.ctx, source), background: 'transparent' });
    await context.progress(30);
    let background: Buffer | null = null;
    if (spec.prompt?.trim()) {
      if (!providerConfigured()) throw businessError(AI_MSG.providerMissing);
      try {
        background = await generateBackground(spec.prompt);
      } catch {
        throw businessError(AI_MSG.providerFailed);
      }
    }
    const logo = spec.logo ? await bytesOf(context.ctx, spec.logo) : null;
    const outputs: Output[] = [];
    for (const [i, size] of spec.sizes.entries()) {
      const bytes = await renderPoster(
        {
          name: spec.name ?? '',
          number: spec.number ?? '',
          price: spec.price ?? '',
          currency: spec.currency ?? '',
          template: spec.template ?? 'clean',
          lang: spec.lang === 'en' ? 'en' : 'zh',
          toy: Buffer.from(cut.bytes),
          logo,
          background,
        },
        size,
      );
      outputs.push({ source, size, ...(await keep(context.ctx, bytes, 'jpg')) });
      await context.progress(30 + Math.round(((i + 1) / spec.sizes.length) * 69));
    }
    return { outputs };
  },
  { failedMessage: AI_MSG.posterFailed, timeoutMs: 10 * 60_000 },
);

/** The full result files: a cutout's transparent PNG (GET /ai-files/<hash>.png). */
export async function resultFile(ctx: AppContext, name: string) {
  const hash = /^([0-9a-f]{32})\.png$/.exec(name)?.[1];
  return hash ? ((await pictureState(ctx).files.readOriginal(hash, 'png'))?.bytes ?? null) : null;
}
