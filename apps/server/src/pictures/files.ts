import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import type { AppContext } from '../platform/http/context';
import { indexSignature, querySignature, SIGNATURE_SIDE, type Signature } from './phash';

/** Variants served to browsers: the 600 px picture and the thumbnail. */
export const VARIANT_SIZE = { l: 600, s: 200 } as const;
export type Variant = keyof typeof VARIANT_SIZE;

const HASH = /^[0-9a-f]{32}$/;
const NAME = /^([0-9a-f]{32})(_s)?\.jpg$/;

export const contentHash = (bytes: Uint8Array | string) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** The URL of a stored picture's variant ('' for no picture). */
export const fileUrl = (hash: string | null | undefined, variant: Variant = 'l') =>
  hash ? `/files/${hash}${variant === 's' ? '_s' : ''}.jpg` : '';

/**
 * Files on disk by content hash: originals under DATA_DIR/files/ab/<hash>.<ext>, variants rendered by
 * sharp beside them on first use (or ahead of time by `prerender`) and served with immutable caching.
 */
export class FileStore {
  private rendering = new Map<string, Promise<string | null>>();

  constructor(readonly root: string) {}

  private dir(hash: string) {
    return path.join(this.root, hash.slice(0, 2));
  }

  originalPath(hash: string, ext: string) {
    return path.join(this.dir(hash), `${hash}.${ext}`);
  }

  variantPath(hash: string, variant: Variant) {
    return path.join(this.dir(hash), `${hash}_${variant}.jpg`);
  }

  /** Writes the bytes once; answers their hash. */
  write(bytes: Uint8Array | string, ext: string): string {
    const hash = contentHash(bytes);
    const file = this.originalPath(hash, ext);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(this.dir(hash), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, bytes);
      fs.renameSync(tmp, file);
    }
    return hash;
  }

  original(hash: string): { file: string; ext: string } | null {
    for (const ext of ['svg', 'jpg', 'png']) {
      const file = this.originalPath(hash, ext);
      if (fs.existsSync(file)) return { file, ext };
    }
    return null;
  }

  /** The variant's path, rendering it when it is missing; null when the original is unknown. */
  async variant(hash: string, variant: Variant): Promise<string | null> {
    const target = this.variantPath(hash, variant);
    if (fs.existsSync(target)) return target;
    const key = `${hash}_${variant}`;
    let job = this.rendering.get(key);
    if (!job) {
      job = this.render(hash, variant, target).finally(() => this.rendering.delete(key));
      this.rendering.set(key, job);
    }
    return job;
  }

  private async render(hash: string, variant: Variant, target: string): Promise<string | null> {
    const original = this.original(hash);
    if (!original) return null;
    const size = VARIANT_SIZE[variant];
    const input =
      original.ext === 'svg'
        ? sharp(original.file, { density: (72 * size) / 600 })
        : sharp(original.file, { limitInputPixels: 40_000_000 }).rotate();
    const bytes = await input
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: variant === 'l' ? 82 : 75, mozjpeg: false })
      .toBuffer();
    const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, target);
    return target;
  }

  /** Renders the variants of these pictures ahead of time, `concurrency` at a time, until `stopped()`. */
  async prerender(hashes: readonly string[], stopped: () => boolean, concurrency = 2): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < hashes.length && !stopped()) {
        const hash = hashes[next++] as string;
        await this.variant(hash, 'l');
        await this.variant(hash, 's');
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
}

/** RGB pixels of a picture reduced to the signature square. */
async function signaturePixels(input: Sharp): Promise<Uint8Array> {
  const { data } = await input
    .flatten({ background: '#ffffff' })
    .resize(SIGNATURE_SIDE, SIGNATURE_SIDE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** The index signature of an SVG drawing, rendered straight at the small size. */
export async function svgSignature(svg: string): Promise<Signature> {
  return indexSignature(await signaturePixels(sharp(Buffer.from(svg), { density: (72 * SIGNATURE_SIDE) / 600 })));
}

/** The index signature of a raster picture (an uploaded product picture). */
export async function rasterIndexSignature(bytes: Uint8Array): Promise<Signature> {
  return indexSignature(await signaturePixels(sharp(bytes, { limitInputPixels: 40_000_000 }).rotate()));
}

/** The query signature of a decoded upload, optionally cropped first. */
export async function rasterQuerySignature(
  bytes: Uint8Array,
  crop?: { x: number; y: number; width: number; height: number },
): Promise<Signature> {
  let input = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
  if (crop)
    input = sharp(
      await input.extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height }).toBuffer(),
    );
  return querySignature(await signaturePixels(input));
}

/** GET /files/<hash>.jpg (600 px) and /files/<hash>_s.jpg (thumbnail), cached for a year. */
export function fileRoutes(app: FastifyInstance, store: FileStore): void {
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const match = NAME.exec(request.params.name);
    const hash = match?.[1];
    const file = hash && HASH.test(hash) ? await store.variant(hash, match?.[2] ? 's' : 'l') : null;
    if (!file) return reply.status(404).send({ code: 404, msg: '文件不存在', data: null });
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.type('image/jpeg');
    return reply.send(fs.createReadStream(file));
  });
}

/** Per-app catalogue state kept beside the context (the context belongs to the foundation). */
export function filesRoot(ctx: AppContext) {
  return path.join(ctx.config.dataDir, 'files');
}
