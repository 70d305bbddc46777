import fs from 'node:fs';
import type { ToyItem } from '@wanju/api-client';
import { MSG, PICTURE_LIMITS, validateImageUrl } from '@wanju/domain';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { productsByMainPicture } from '../catalogue/index';
import type { AppContext } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { rasterIndexSignature, rasterQuerySignature, svgSignature } from './files';
import { PictureIndex } from './phash';
import * as repo from './repo';
import { FETCH_MSG, FetchRefused, fetchPublic } from './safe-fetch';
import { type PictureState, pictureState } from './state';

export const IMAGE_LIMITS = PICTURE_LIMITS;

export const IMAGE_MSG = {
  required: MSG.pictureRequired,
  tooLarge: MSG.pictureTooLarge,
  tooManyPixels: MSG.pictureTooManyPixels,
  notImage: MSG.uploadProductImageOrXlsx,
  unreadable: MSG.pictureUnreadable,
  cropOutside: MSG.cropOutside,
  cropInvalid: MSG.cropInvalid,
} as const;

export interface CheckedImage {
  bytes: Buffer;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

/** Checks a picture by its content: jpg or png magic bytes, ≤ 10 MB, ≤ 40 megapixels, decodable. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > IMAGE_LIMITS.bytes) throw businessError(IMAGE_MSG.tooLarge);
  const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng =
    bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (!isJpeg && !isPng) throw businessError(IMAGE_MSG.notImage);
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw businessError(IMAGE_MSG.unreadable);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw businessError(IMAGE_MSG.unreadable);
  if (width * height > IMAGE_LIMITS.pixels) throw businessError(IMAGE_MSG.tooManyPixels);
  try {
    // Decode fully once (a truncated or corrupt body fails here, not later).
    await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.pixels }).resize(8, 8).raw().toBuffer();
  } catch {
    throw businessError(IMAGE_MSG.unreadable);
  }
  return { bytes, ext: isJpeg ? 'jpg' : 'png', width, height };
}

/** Downloads a picture from a public http(s) URL (§5 image URL rules first). */
export async function fetchImageUrl(url: string, allow?: (address: string, port: number) => boolean): Promise<Buffer> {
  const invalid = validateImageUrl(url);
  if (invalid) throw businessError(invalid);
  try {
    return await fetchPublic(url.trim(), {
      maxBytes: IMAGE_LIMITS.bytes,
      timeoutMs: IMAGE_LIMITS.fetchTimeoutMs,
      allow,
    });
  } catch (error) {
    throw businessError(error instanceof FetchRefused ? error.message : FETCH_MSG.failed);
  }
}

/** Reads the `file` part (and the `crop` field) of a multipart request. */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: string,
): Promise<{ bytes: Buffer | null; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else fields[part.fieldname] = String(part.value ?? '').slice(0, 2000);
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw businessError(tooLarge);
    throw businessError(MSG.uploadUnreadable);
  }
  return { bytes, fields };
}

/**
 * The in-memory picture index, read from picture_index once per process (the server starts it in the
 * background after start). Rows of an older layout (before the chroma thumbnails) are indexed again from
 * their stored picture in the background (a job on state.background): searches do not wait for them, and
 * find those pictures once they are done.
 */
export async function pictureIndex(ctx: AppContext, state: PictureState = pictureState(ctx)) {
  if (!state.picturesLoaded) {
    state.picturesLoaded = (async () => {
      const { db } = ctx.database;
      state.pictures.reserve(await repo.indexSize(db));
      const stale: string[] = [];
      let after = '';
      for (;;) {
        const rows = await repo.indexRows(db, after, 20_000);
        for (const row of rows) {
          const signature = {
            hashes: new Uint8Array(row.hashes),
            colour: new Uint8Array(row.colour),
            thumb: new Uint8Array(row.thumb ?? []),
          };
          if (PictureIndex.current(signature)) state.pictures.add(row.file_hash, signature);
          else stale.push(row.file_hash);
        }
        if (rows.length < 20_000 || state.stopped) break;
        after = (rows.at(-1) as { file_hash: string }).file_hash;
      }
      if (stale.length) state.background.push(reindex(ctx, state, stale).catch(() => {}));
    })();
  }
  await state.picturesLoaded;
  return state.pictures;
}

/** Indexes pictures of an older layout again from their stored originals (two at a time), until the server stops. */
async function reindex(ctx: AppContext, state: PictureState, hashes: readonly string[]): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < hashes.length && !state.stopped) await reindexOne(ctx, state, hashes[next++] as string);
  };
  await Promise.all([lane(), lane()]);
}

async function reindexOne(ctx: AppContext, state: PictureState, hash: string): Promise<void> {
  const original = state.files.original(hash);
  if (!original) return;
  const bytes = await fs.promises.readFile(original.file);
  const signature =
    original.ext === 'svg' ? await svgSignature(bytes.toString('utf8')) : await rasterIndexSignature(bytes);
  await repo.updateSignature(ctx.database.db, hash, signature);
  state.pictures.add(hash, signature);
}

/** Stores a checked picture once by content hash. */
export async function storeImage(ctx: AppContext, image: CheckedImage): Promise<string> {
  const hash = pictureState(ctx).files.write(image.bytes, image.ext);
  await repo.insertFile(ctx.database.db, {
    hash,
    ext: image.ext,
    width: image.width,
    height: image.height,
    size: image.bytes.length,
    created_at: ctx.now(),
  });
  return hash;
}

/** The products whose main picture is closest to the image, best first. */
export async function searchByImage(
  ctx: AppContext,
  bytes: Buffer,
  options: { crop?: { x: number; y: number; width: number; height: number }; limit: number },
): Promise<ToyItem[]> {
  const signature = await rasterQuerySignature(bytes, options.crop);
  const index = await pictureIndex(ctx);
  const nearest = await index.search(signature, options.limit * 2);
  if (!nearest.length) return [];
  const distance = new Map(nearest.map((n) => [n.key, n.distance]));
  const found = await productsByMainPicture(
    ctx,
    nearest.map((n) => n.key),
  );
  return found
    .map(({ picture, item }) => ({ ...item, distance: distance.get(picture) ?? 99 }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
    .slice(0, options.limit);
}
