import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CODE } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import type { Storage } from '../platform/storage/index';
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
 * Pictures and other files by content hash in the configured storage (the data folder or an object store):
 * originals under `ab/<hash>.<ext>`, variants rendered by sharp beside them on first use (or ahead of time by
 * `prerender`) and served with immutable caching. Any process can render a missing variant: the result is the
 * same bytes, so two processes racing on it both store the same object.
 */
export class FileStore {
  private rendering = new Map<string, Promise<Buffer | null>>();

  constructor(readonly storage: Storage) {}

  originalKey(hash: string, ext: string) {
    return `${hash.slice(0, 2)}/${hash}.${ext}`;
  }

  variantKey(hash: string, variant: Variant) {
    return `${hash.slice(0, 2)}/${hash}_${variant}.jpg`;
  }

  /** Stores the bytes once; answers their hash. */
  async write(bytes: Uint8Array | string, ext: string): Promise<string> {
    const hash = contentHash(bytes);
    const key = this.originalKey(hash, ext);
    if (!(await this.storage.exists(key))) await this.storage.put(key, bytes);
    return hash;
  }

  /** The stored original's extension, or null when the hash is unknown. */
  async original(hash: string): Promise<{ key: string; ext: string } | null> {
    for (const ext of ['svg', 'jpg', 'png']) {
      const key = this.originalKey(hash, ext);
      if (await this.storage.exists(key)) return { key, ext };
    }
    return null;
  }

  /** The original's bytes (with `ext`, that file; without, the picture's), or null. */
  async readOriginal(hash: string, ext?: string): Promise<{ bytes: Buffer; ext: string } | null> {
    const found = ext ? { key: this.originalKey(hash, ext), ext } : await this.original(hash);
    const bytes = found && (await this.storage.read(found.key));
    return found && bytes ? { bytes, ext: found.ext } : null;
  }

  /** The variant as a stream (or as bytes when it was just rendered); null when the original is unknown. */
  async openVariant(hash: string, variant: Variant): Promise<Readable | Buffer | null> {
    return (await this.storage.get(this.variantKey(hash, variant))) ?? this.render(hash, variant);
  }

  /** The variant's bytes, rendering it when it is missing; null when the original is unknown. */
  async variant(hash: string, variant: Variant): Promise<Buffer | null> {
    return (await this.storage.read(this.variantKey(hash, variant))) ?? this.render(hash, variant);
  }

  private render(hash: string, variant: Variant): Promise<Buffer | null> {
    const key = `${hash}_${variant}`;
    let job = this.rendering.get(key);
    if (!job) {
      job = this.renderNow(hash, variant).finally(() => this.rendering.delete(key));
      this.rendering.set(key, job);
    }
    return job;
  }

  private async renderNow(hash: string, variant: Variant): Promise<Buffer | null> {
    const original = await this.readOriginal(hash);
    if (!original) return null;
    const size = VARIANT_SIZE[variant];
    const input =
      original.ext === 'svg'
        ? sharp(original.bytes, { density: (72 * size) / 600 })
        : sharp(original.bytes, { limitInputPixels: 40_000_000 }).rotate();
    const bytes = await input
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: variant === 'l' ? 82 : 75, mozjpeg: false })
      .toBuffer();
    await this.storage.put(this.variantKey(hash, variant), bytes, { contentType: 'image/jpeg' });
    return bytes;
  }

  /** Renders the variants of these pictures ahead of time, `concurrency` at a time, until `stopped()`. */
  async prerender(hashes: readonly string[], stopped: () => boolean, concurrency = 2): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < hashes.length && !stopped()) {
        const hash = hashes[next++] as string;
        for (const variant of ['l', 's'] as const)
          if (!(await this.storage.exists(this.variantKey(hash, variant)))) await this.render(hash, variant);
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

/** The signature square's pixels of a stored original: an SVG drawing rendered straight at the small size. */
export function indexPixels(bytes: Uint8Array, ext: string): Promise<Uint8Array> {
  return signaturePixels(
    ext === 'svg'
      ? sharp(bytes, { density: (72 * SIGNATURE_SIDE) / 600 })
      : sharp(bytes, { limitInputPixels: 40_000_000 }).rotate(),
  );
}

/** The index signature of an SVG drawing, rendered straight at the small size. */
export async function svgSignature(svg: string): Promise<Signature> {
  return indexSignature(await indexPixels(Buffer.from(svg), 'svg'));
}

/** The index signature of a raster picture (an uploaded product picture). */
export async function rasterIndexSignature(bytes: Uint8Array): Promise<Signature> {
  return indexSignature(await indexPixels(bytes, 'jpg'));
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

/**
 * GET /files/<hash>.jpg (600 px) and /files/<hash>_s.jpg (thumbnail), cached for a year. Anything else under
 * /files/ (another name, an encoded or plain `../`, an absolute path) names nothing in the store: 404 envelope.
 */
export function fileRoutes(app: FastifyInstance, store: FileStore): void {
  const notFound = { code: CODE.notFound, msg: MSG.fileNotFound, data: null };
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const match = NAME.exec(request.params['*']);
    const hash = match?.[1];
    const body = hash && HASH.test(hash) ? await store.openVariant(hash, match?.[2] ? 's' : 'l') : null;
    if (!body) return reply.status(404).send(notFound);
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.type('image/jpeg');
    return reply.send(body);
  });
}
