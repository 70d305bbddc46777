import os from 'node:os';
import type { ToyItem } from '@wanju/api-client';
import { FETCH_MSG, IMAGE_UPLOAD_MSG, INPUT_MSG, MSG, PICTURE_LIMITS, validateImageUrl } from '@wanju/domain';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import type { AppContext } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { metrics, timed } from '../platform/metrics/index';
import { indexPixels, rasterIndexSignature } from './files';
import { productsByMainPicture } from './needs';
import { indexSignature, PictureIndex, type Signature } from './phash';
import { inArrivalOrder } from './picture-pool';
import { prepareWhole, type Region, subjectRegions } from './query';
import * as repo from './repo';
import { FetchRefused, fetchPublic } from './safe-fetch';
import { type PictureState, pictureState } from './state';

export const IMAGE_LIMITS = PICTURE_LIMITS;

export const IMAGE_MSG = {
  required: MSG.pictureRequired,
  tooLarge: IMAGE_UPLOAD_MSG.fileTooLarge,
  tooManyPixels: IMAGE_UPLOAD_MSG.tooManyPixels,
  notImage: MSG.uploadProductImageOrXlsx,
  unreadable: IMAGE_UPLOAD_MSG.corrupt,
  cropOutside: MSG.cropOutside,
  cropInvalid: MSG.cropInvalid,
} as const;

export interface CheckedImage {
  bytes: Buffer;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

const startsWith = (bytes: Buffer, text: string, at = 0) =>
  bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

/** The format of a file by its first bytes (never by its name or content type). */
export function sniffImage(
  bytes: Buffer,
): 'jpg' | 'png' | 'GIF' | 'WebP' | 'BMP' | 'TIFF' | 'HEIC/AVIF' | 'SVG' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (startsWith(bytes, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(bytes, 'GIF8')) return 'GIF';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'WebP';
  if (startsWith(bytes, 'BM')) return 'BMP';
  if (startsWith(bytes, 'II*\0') || startsWith(bytes, 'MM\0*')) return 'TIFF';
  if (startsWith(bytes, 'ftyp', 4)) return 'HEIC/AVIF';
  if (/^\s*(<\?xml|<svg)/i.test(bytes.toString('utf8', 0, 256))) return 'SVG';
  return null;
}

/**
 * Width and height as a jpg or png header states them, read without decoding anything (a decompression
 * bomb is a small file whose header promises billions of pixels). Null when the header has none.
 */
export function headerSize(bytes: Buffer, ext: 'jpg' | 'png'): { width: number; height: number } | null {
  if (ext === 'png') {
    // The first chunk is IHDR: width and height, big-endian, at bytes 16 and 20.
    return bytes.length >= 24 && startsWith(bytes, 'IHDR', 12)
      ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
      : null;
  }
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

const pixelLimitError = (error: unknown) => /pixel limit/i.test(String((error as Error)?.message ?? error));

/**
 * Checks a picture by its content, cheapest first and before decoding: not empty, ≤ 10 MB, jpg or png by
 * its magic bytes, ≤ 40 megapixels by its header, then sharp's metadata and one decode under sharp's own
 * pixel limit. Each refusal names what was wrong.
 */
export async function checkImage(bytes: Buffer, options: { decode?: boolean } = {}): Promise<CheckedImage> {
  if (!bytes.length) throw businessError(IMAGE_UPLOAD_MSG.empty);
  if (bytes.length > IMAGE_LIMITS.bytes) throw businessError(IMAGE_MSG.tooLarge);
  const format = sniffImage(bytes);
  if (!format) throw businessError(IMAGE_MSG.notImage);
  if (format !== 'jpg' && format !== 'png') throw businessError(IMAGE_UPLOAD_MSG.unsupported(format));
  const stated = headerSize(bytes, format);
  if (stated && stated.width * stated.height > IMAGE_LIMITS.pixels) throw businessError(IMAGE_MSG.tooManyPixels);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.pixels }).metadata();
  } catch (error) {
    throw businessError(pixelLimitError(error) ? IMAGE_MSG.tooManyPixels : IMAGE_MSG.unreadable);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw businessError(IMAGE_MSG.unreadable);
  if (width * height > IMAGE_LIMITS.pixels) throw businessError(IMAGE_MSG.tooManyPixels);
  // Decode fully once (a truncated or corrupt body fails here, not later) unless the caller decodes it next.
  if (options.decode !== false)
    await decodeChecked(sharp(bytes, { limitInputPixels: IMAGE_LIMITS.pixels }).resize(8, 8).raw().toBuffer());
  return { bytes, ext: format, width, height };
}

/** A decode of a checked picture: a truncated or corrupt body, or a pixel bomb, answers its refusal. */
export async function decodeChecked<T>(decoding: Promise<T>): Promise<T> {
  try {
    return await decoding;
  } catch (error) {
    throw businessError(pixelLimitError(error) ? IMAGE_MSG.tooManyPixels : IMAGE_MSG.unreadable);
  }
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw businessError(tooLarge);
    if (code === 'FST_FILES_LIMIT') throw businessError(INPUT_MSG.oneFileOnly);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw businessError(INPUT_MSG.tooManyFields);
    throw businessError(INPUT_MSG.uploadUnreadable);
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

/** Signatures written back to picture_index in one statement. */
const REINDEX_BATCH = 250;

/**
 * Indexes pictures again from their stored originals into `into` (the served index unless given), two lanes per
 * core (decoding runs on sharp's threads, the signatures on the picture worker threads), writing the signatures
 * back in batches, until the server stops. Answers how many were indexed.
 */
async function reindex(
  ctx: AppContext,
  state: PictureState,
  hashes: readonly string[],
  into: PictureIndex = state.pictures,
): Promise<number> {
  let next = 0;
  let done = 0;
  let batch: { hash: string; signature: Signature }[] = [];
  let writing = Promise.resolve();
  const flush = () => {
    const rows = batch;
    batch = [];
    writing = writing.then(() => repo.updateSignatures(ctx.database.db, rows));
    return writing;
  };
  const lane = async () => {
    while (next < hashes.length && !state.stopped) {
      const hash = hashes[next++] as string;
      const original = await state.files.readOriginal(hash);
      if (!original) continue;
      const pixels = await indexPixels(original.bytes, original.ext);
      const signature = state.pool
        ? await state.pool.runSignature(pixels).catch(() => indexSignature(pixels))
        : indexSignature(pixels);
      into.add(hash, signature);
      done++;
      batch.push({ hash, signature });
      if (batch.length >= REINDEX_BATCH) await flush();
    }
  };
  await Promise.all(Array.from({ length: 2 * os.availableParallelism() }, lane));
  await flush();
  return done;
}

/**
 * Builds the picture index anew from every indexed picture's stored original (after a change of the signature,
 * or to repair it): the served index keeps answering meanwhile and is replaced when the new one is complete.
 * Answers how many pictures were indexed.
 */
export async function rebuildPictureIndex(ctx: AppContext, state: PictureState = pictureState(ctx)): Promise<number> {
  const { db } = ctx.database;
  const hashes: string[] = [];
  for (let after = ''; ; ) {
    const page = await repo.indexHashes(db, after, 50_000);
    hashes.push(...page);
    if (page.length < 50_000) break;
    after = page.at(-1) as string;
  }
  const fresh = state.pictures.emptyCopy();
  fresh.reserve(hashes.length);
  const done = await reindex(ctx, state, hashes, fresh);
  if (state.stopped) return done;
  fresh.addMissing(state.pictures);
  state.pictures = fresh;
  return done;
}

/**
 * A few image searches of the index's own pictures (as they are, mirrored, and small on a grey ground), run once
 * the index is read, so that the picture workers' code is compiled before the first buyers search (until then
 * searches ran at about half speed). Stops early when the server does.
 */
export async function warmImageSearch(ctx: AppContext, stopped: () => boolean): Promise<void> {
  const state = pictureState(ctx);
  await pictureIndex(ctx, state);
  for (const hash of await repo.indexHashes(ctx.database.db, '', 3)) {
    const picture = await state.files.variant(hash, 'l');
    if (!picture) continue;
    const small = await sharp(picture).resize(160, 160, { fit: 'inside' }).toBuffer();
    for (const bytes of [
      picture,
      await sharp(picture).flop().jpeg().toBuffer(),
      await sharp({ create: { width: 480, height: 360, channels: 3, background: '#8a8f96' } })
        .composite([{ input: small, left: 60, top: 100 }])
        .jpeg()
        .toBuffer(),
    ]) {
      if (stopped()) return;
      await queuedSearch(ctx, bytes, { limit: 40 });
    }
  }
}

/**
 * What `lookup` finds for pictures, closest first, asked in growing batches (limit + 4, then twice as many each
 * time) until `limit` of the answers `keep` accepts are found or every picture was asked.
 */
export async function closestFirst<T>(
  pictures: readonly string[],
  limit: number,
  lookup: (batch: string[]) => Promise<T[]>,
  keep: (answer: T) => boolean,
): Promise<T[]> {
  const found: T[] = [];
  for (let from = 0, batch = limit + 4; from < pictures.length && found.length < limit; from += batch, batch *= 2)
    for (const answer of await lookup(pictures.slice(from, from + batch))) if (keep(answer)) found.push(answer);
  return found;
}

/** Stores a checked picture once by content hash. */
export async function storeImage(ctx: AppContext, image: CheckedImage): Promise<string> {
  const hash = await pictureState(ctx).files.write(image.bytes, image.ext);
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

/**
 * Stores a checked picture (cut to `crop` first when given) and indexes it for image search at once: a product
 * saved with it is found by picture on its next search. Answers its hash.
 */
export async function storeIndexedImage(
  ctx: AppContext,
  image: CheckedImage,
  crop?: { x: number; y: number; width: number; height: number },
): Promise<string> {
  let stored = image;
  if (crop) {
    const cut = sharp(image.bytes, { limitInputPixels: IMAGE_LIMITS.pixels }).extract({
      left: crop.x,
      top: crop.y,
      width: crop.width,
      height: crop.height,
    });
    const bytes = await decodeChecked((image.ext === 'png' ? cut.png() : cut.jpeg({ quality: 90 })).toBuffer());
    stored = { bytes, ext: image.ext, width: crop.width, height: crop.height };
  }
  const signature = await decodeChecked(rasterIndexSignature(stored.bytes));
  const hash = await storeImage(ctx, stored);
  await repo.insertSignature(ctx.database.db, hash, signature);
  (await pictureIndex(ctx)).add(hash, signature);
  return hash;
}

/**
 * A detected subject of the query picture, in pixels of the picture, with the best similarity found by it (null
 * when it was not searched: the whole picture matched well).
 */
export interface FoundBox {
  x: number;
  y: number;
  width: number;
  height: number;
  similarity: number | null;
}

export interface ImageSearchScope {
  factoryId?: number;
  categoryId?: number;
  /** only these products (a buyer's cart) */
  productIds?: ReadonlySet<number>;
}

export interface ImageSearchAnswer {
  list: (ToyItem & { similarity: number })[];
  /** the subjects found in the picture (the whole picture is not one) */
  boxes: FoundBox[];
  /** the box that found the closest picture (-1: the whole picture); the list holds what every box found */
  box: number;
  /** the picture's size as shown (EXIF-turned): the boxes are in its pixels */
  size: { width: number; height: number };
  /** false when nothing passes the similarity threshold (the list is empty then) */
  matched: boolean;
  /** the best raw score of any region (what the similarity is calibrated from) */
  best: number;
}

/**
 * The similarity 0–100 a buyer reads, from the index's raw score (aligned grey correlation plus half the
 * chroma correlation and small evidence terms, about 1.5 for the same picture): a logistic curve fitted on
 * the bench's held-out queries, true matches against the best answers to pictures of no toy.
 */
export function similarityOf(score: number): number {
  return Math.round(100 / (1 + Math.exp(-SIMILARITY_SLOPE * (score - SIMILARITY_MIDPOINT))));
}
const SIMILARITY_SLOPE = 8;
const SIMILARITY_MIDPOINT = 0.92;
/** Below this similarity the answer is "no similar product" rather than a list of unrelated ones. */
export const NO_MATCH_SIMILARITY = 50;
/**
 * An upright match this close (raw score) is taken as found: the turned and mirrored searches are skipped.
 * Set above what look-alikes score upright against a mirrored or turned query (up to about 1.58 among
 * 200 000 pictures) and below the picture itself (1.59 and more).
 */
const SURE_SCORE = 1.585;
/**
 * A whole picture whose upright search matches this well (raw score) is a picture of one toy: its subjects are not
 * searched. Above what a toy small on a cluttered ground, beside another toy or in a screenshot scores as a whole,
 * and below what most photos of one toy score. (A turned or mirrored picture often scores this well upright, against
 * look-alikes: its orientations are still searched.)
 */
const WHOLE_FOUND = 1.45;
/**
 * How much better (raw score) than the region itself one of its other upright framings (its cover painted out, a
 * cut-out with a margin) must match for the region to be taken as upright.
 */
const ALSO_UPRIGHT_MARGIN = 0.05;
/** How much better (raw score) than upright a cut-out subject's mirrored or turned search must match to count. */
const TURNED_MARGIN = 0.08;
/**
 * Pictures a cut-out subject's upright search aligns finely (per part of the index; 48 otherwise): among 200 000
 * catalogue pictures, near-identical drawings crowd a toy cut out of a busy photo out of the first 48 by the
 * coarser alignment, which does not reach as far past the picture's edges as its cut-out mask does.
 */
const CUT_OUT_FINE = 160;
/**
 * A close-up's match by a part of a picture (raw score) counts from here: above what the parts of the index's
 * pictures score against busy photos and pictures of no toy (up to about 1.35 among 10 000 on the development
 * half; a part is a small block, so chance look-alikes score higher than whole pictures do), below the close-ups'
 * own pictures (1.49 and more).
 */
const PART_FOUND = 1.42;
/** Orientations (or small angles) of a region searched in full after the upright search found nothing sure. */
const ORIENTATIONS_SEARCHED = 2;
/**
 * Hash-scan candidates (per part of the index) of an orientation's search: fewer than upright, as the orientation
 * searched is the one whose hashes came nearest a picture (the right one is near its picture, not among many).
 */
const TURNED_CANDIDATES = 150;
/**
 * Pictures an orientation's search aligns finely and answers (unscoped): the picture it looks for matches it
 * clearly, among its first few.
 */
const TURNED_KEEP = 20;

/**
 * The products whose main picture is closest to the image, best first: the picture's subjects are detected, the
 * whole picture is searched, and its subjects only when it matched nothing well (the main regions also mirrored,
 * turned and at small angles while nothing sure is found); the list merges what every region that found something
 * found (each picture by its best score), and the box shown as searched is the one that found the closest picture.
 * Nothing above the no-match threshold answers an empty list with matched false. A search's work on the picture
 * workers goes before that of searches started after it.
 */
export function searchByImage(ctx: AppContext, bytes: Buffer, options: ImageSearchOptions): Promise<ImageSearchAnswer> {
  return timed(metrics(ctx).imageSearch, () => queuedSearch(ctx, bytes, options));
}

/** A search in its turn (the warm-up's searches too, which the latency figures leave out). */
function queuedSearch(ctx: AppContext, bytes: Buffer, options: ImageSearchOptions): Promise<ImageSearchAnswer> {
  return inArrivalOrder(() => search(ctx, bytes, options));
}

export interface ImageSearchOptions {
  crop?: { x: number; y: number; width: number; height: number };
  limit: number;
  scope?: ImageSearchScope;
}

async function search(ctx: AppContext, bytes: Buffer, options: ImageSearchOptions): Promise<ImageSearchAnswer> {
  const state = pictureState(ctx);
  // Decoding and detection run on a worker thread when there are any (this thread serves the requests); a picture
  // the worker could not read is read here again, for its own refusal.
  const prepared = state.pool
    ? state.pool.runPrepare(bytes, options.crop).catch(() => prepareWhole(bytes, options.crop))
    : prepareWhole(bytes, options.crop);
  const query = await decodeChecked(prepared);
  const full = query.shown;
  const size = options.crop ?? full;
  const index = await pictureIndex(ctx, state);
  const scoped = Boolean(options.scope?.factoryId || options.scope?.categoryId || options.scope?.productIds);
  // Pictures each search aligns finely and answers: the list's length and a margin (the fine alignment reorders the
  // coarser one's last few); in a scope many more, as most are outside it.
  const keep = scoped ? 400 : Math.max(options.limit + 10, 20);
  // Upright first, the whole picture then its subjects; the other orientations and angles only when that found
  // nothing sure.
  const entryOf = ({ box, source }: { box: Region['box']; source: Region['source'] }, region?: Region) => ({
    box,
    source,
    /** its signatures (a subject's once they are computed) */
    region,
    best: new Map<string, number>(),
    top: Number.NEGATIVE_INFINITY,
    /** the best score of each signature of the upright search */
    tops: [] as number[],
  });
  type Entry = ReturnType<typeof entryOf>;
  const ranked = [entryOf(query.whole, query.whole), ...query.subjects.map((subject) => entryOf(subject))];
  /** Adds a search's ranked list to a region's scores (a turned one only when it counts). */
  const take = (entry: Entry, list: { key: string; score: number }[], turned: boolean) => {
    // A subject cut out of a photo stands as it was photographed more often than not: its mirrored or
    // turned searches count only when they match clearly better than upright (its look-alikes turned
    // would crowd out the upright match otherwise).
    if (turned && entry.source === 'sharp' && (list[0]?.score ?? 0) < entry.top + TURNED_MARGIN) return;
    for (const { key, score } of list) {
      if (score > (entry.best.get(key) ?? Number.NEGATIVE_INFINITY)) entry.best.set(key, score);
      if (score > entry.top) entry.top = score;
    }
  };
  /** A region's upright search: each of its upright signatures at once (each part of the index on a worker). */
  const upright = async (entry: Entry) => {
    const region = entry.region as Region;
    const lists = await Promise.all(
      [...region.signatures.slice(0, 1), ...(region.alsoUpright ?? [])].map((signature) =>
        index.scored(signature, region.source === 'sharp' ? Math.max(keep, CUT_OUT_FINE) : keep),
      ),
    );
    entry.tops = lists.map((list) => list[0]?.score ?? Number.NEGATIVE_INFINITY);
    for (const list of lists) take(entry, list, false);
  };
  // A picture of no toy (blank, a gradient, noise, only text) is answered no-match whatever the index holds. The
  // whole picture first; its subjects are cut out, signed and searched (all at once) only when it matched nothing
  // well.
  const [whole] = ranked as [Entry];
  if (!query.featureless) await upright(whole);
  const searched = query.featureless ? [] : whole.top >= WHOLE_FOUND || !query.subjects.length ? [whole] : ranked;
  // A whole picture that matched nothing well may be a close-up of one half or the central quarter of a toy: the
  // pictures whose part matches it clearly count for the whole picture.
  if (!query.featureless && whole.top < WHOLE_FOUND) {
    const parts = index.partScored((whole.region as Region).signatures[0] as Signature, keep);
    take(
      whole,
      parts.filter((part) => part.score >= PART_FOUND),
      false,
    );
  }
  if (searched.length > 1) {
    const regions = await (state.pool
      ? state.pool.runSubjects(query).catch(() => subjectRegions(query))
      : subjectRegions(query));
    regions.forEach((region, k) => {
      (ranked[k + 1] as Entry).region = region;
    });
    await Promise.all(searched.slice(1).map(upright));
  }
  const sure = () => ranked.some((r) => r.top >= SURE_SCORE);
  // A region one of whose other upright framings matched clearly better is upright as it is.
  const betterAlso = (tops: number[]) =>
    tops.some((top, k) => k > 0 && top > (tops[0] as number) + ALSO_UPRIGHT_MARGIN);
  // The other orientations and angles, region by region, only while nothing sure was found: of each region's,
  // only those whose nearest picture by hashes and hues is among the closest are searched in full (the right
  // orientation is near its picture; the others are near nothing), the likeliest first.
  for (const entry of searched) {
    if (sure()) break;
    const { region, tops } = entry as Entry & { region: Region };
    const others = region.signatures.slice(1);
    if (betterAlso(tops) || !others.length) continue;
    const values = await index.nearestAll(others, ORIENTATIONS_SEARCHED);
    const chosen = others
      .map((signature, k) => ({ signature, nearest: values[k] as number }))
      .sort((a, b) => a.nearest - b.nearest)
      // A cut-out's turned matches rarely count (TURNED_MARGIN): only its likeliest turn is tried.
      .slice(0, region.source === 'sharp' ? 1 : ORIENTATIONS_SEARCHED);
    const uprightTop = entry.top;
    for (const { signature } of chosen) {
      take(entry, await index.scored(signature, scoped ? keep : TURNED_KEEP, TURNED_CANDIDATES, TURNED_KEEP), true);
      if (entry.top >= SURE_SCORE) break;
    }
    // Turned, the region matched nothing better than upright: the picture stands upright, and the other regions'
    // orientations are not searched.
    if (entry.top <= uprightTop) break;
  }
  const scaleX = size.width / query.width;
  const scaleY = size.height / query.height;
  const offsetX = options.crop?.x ?? 0;
  const offsetY = options.crop?.y ?? 0;
  const boxes = ranked.slice(1).map((entry) => {
    const { box, top } = entry;
    const x = Math.round(box.x * query.width * scaleX);
    const y = Math.round(box.y * query.height * scaleY);
    return {
      x: x + offsetX,
      y: y + offsetY,
      width: Math.max(1, Math.min(size.width - x, Math.round(box.width * query.width * scaleX))),
      height: Math.max(1, Math.min(size.height - y, Math.round(box.height * query.height * scaleY))),
      similarity: searched.includes(entry) ? similarityOf(top) : null,
    };
  });
  let chosen = 0;
  for (let r = 1; r < ranked.length; r++) if ((ranked[r]?.top ?? 0) > (ranked[chosen]?.top ?? 0)) chosen = r;
  const best = ranked[chosen] as (typeof ranked)[number];
  const answer = { boxes, box: chosen - 1, best: best.top, size: full };
  if (query.featureless || similarityOf(best.top) < NO_MATCH_SIMILARITY) return { ...answer, list: [], matched: false };
  // Every subject that found something answers (two toys in one picture: both are listed, each picture by
  // its best score over the subjects); a manual box (crop) is one subject.
  const score = new Map(best.best);
  for (const entry of ranked) {
    if (entry === best || similarityOf(entry.top) < NO_MATCH_SIMILARITY) continue;
    for (const [key, value] of entry.best)
      if (value > (score.get(key) ?? Number.NEGATIVE_INFINITY)) score.set(key, value);
  }
  // The pictures similar enough, closest first; their products are looked up in growing batches from the closest
  // until the list is full (a picture may be no listed product's main picture, or out of the scope).
  const nearest = [...score]
    .filter(([, raw]) => similarityOf(raw) >= NO_MATCH_SIMILARITY)
    .sort((a, b) => b[1] - a[1])
    .slice(0, keep);
  const scope = options.scope;
  const inScope = (item: ToyItem) =>
    (!scope?.factoryId || item.factory_id === scope.factoryId) &&
    (!scope?.categoryId || item.category_id === scope.categoryId) &&
    (!scope?.productIds || scope.productIds.has(item.id));
  const found = (
    await closestFirst(
      nearest.map(([key]) => key),
      options.limit,
      (pictures) => productsByMainPicture(ctx, pictures),
      ({ item }) => inScope(item),
    )
  ).map(({ picture, item }) => ({ item, raw: score.get(picture) ?? -1 }));
  const list = found
    // By the raw score: similarities of close look-alikes round to the same number.
    .sort((a, b) => b.raw - a.raw || a.item.id - b.item.id)
    .slice(0, options.limit)
    .map(({ item, raw }) => ({ ...item, similarity: similarityOf(raw) }));
  return { ...answer, list, matched: list.length > 0 };
}
