import { formatZonedDateTime, INPUT_MSG, isCropAspectAllowed, MSG, WORKING_SET_MSG } from '@wanju/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { fileUrl, VARIANT_SIZE } from './files';
import {
  type CheckedImage,
  checkImage,
  fetchImageUrl,
  IMAGE_LIMITS,
  IMAGE_MSG,
  readUpload,
  searchByImage,
  storeImage,
  storeIndexedImage,
} from './image-search';
import { cartPage, chargeSearch, logSearch } from './needs';
import * as repo from './repo';
import { pictureState } from './state';

type Crop = { x: number; y: number; width: number; height: number };

function parseCrop(raw: unknown, image: CheckedImage): Crop | undefined {
  if (raw === undefined || raw === '') return undefined;
  let crop: Crop;
  try {
    crop = typeof raw === 'string' ? JSON.parse(raw) : (raw as Crop);
  } catch {
    throw businessError(IMAGE_MSG.cropInvalid);
  }
  const values = [crop?.x, crop?.y, crop?.width, crop?.height];
  if (!values.every((v) => Number.isInteger(v) && (v as number) >= 0)) throw businessError(IMAGE_MSG.cropInvalid);
  if (!isCropAspectAllowed(crop.width, crop.height)) throw businessError(MSG.cropAspectInvalid);
  if (crop.x + crop.width > image.width || crop.y + crop.height > image.height)
    throw businessError(IMAGE_MSG.cropOutside);
  return crop;
}

/** A positive integer field of a multipart upload or a JSON body (absent or empty: undefined). */
function positiveField(raw: unknown, max: number, message: string = INPUT_MSG.idInvalid): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw businessError(message);
  return value;
}

type SearchBody = {
  crop?: unknown;
  image_url?: string;
  limit?: number;
  factory_id?: number;
  category_id?: number;
  customer_pick_id?: number;
};

/**
 * search_image: a picture uploaded (multipart, with an optional crop and scope) or fetched from a URL,
 * checked by content, charged to the free quota, searched, stored and logged in the user's image-search
 * history. Nothing similar enough answers an empty list with the no-match hint.
 */
export async function searchImage(ctx: AppContext, user: SessionUser, request: FastifyRequest, body: SearchBody) {
  let bytes: Buffer | null = null;
  let fields: Record<string, unknown> = body;
  let source = 'upload';
  if (request.isMultipart()) {
    const upload = await readUpload(request, IMAGE_LIMITS.bytes, IMAGE_MSG.tooLarge);
    bytes = upload.bytes;
    fields = upload.fields;
  } else if (body.image_url !== undefined) {
    bytes = await fetchImageUrl(body.image_url);
    source = 'url';
  }
  if (!bytes) throw businessError(IMAGE_MSG.required);
  const limit = positiveField(fields.limit, 100, INPUT_MSG.tooLarge(100)) ?? 40;
  const factoryId = positiveField(fields.factory_id, 2 ** 31 - 1);
  const categoryId = positiveField(fields.category_id, 2 ** 31 - 1);
  const cartId = positiveField(fields.customer_pick_id, 2 ** 31 - 1);
  // The search decodes the picture for its signature, which refuses a corrupt one as the check would.
  const image = await checkImage(bytes, { decode: false });
  const crop = parseCrop(fields.crop, image);
  const productIds = cartId
    ? new Set((await cartPage(ctx, user, { customer_pick_id: cartId })).list.map((line) => line.id))
    : undefined;
  const counted = await chargeSearch(ctx, user, { kind: 'image' });
  const answer = await searchByImage(ctx, image.bytes, {
    crop,
    limit,
    scope: { factoryId, categoryId, productIds },
  });
  const hash = await storeImage(ctx, image);
  const logId = await repo.insertSearchLog(ctx.database.db, {
    user_id: user.userId,
    file_hash: hash,
    source,
    result_ids: answer.list.map((i) => i.id),
    created_at: ctx.now(),
  });
  await logSearch(ctx, user, { kind: 'image', query: hash, result_count: answer.list.length, counted });
  return {
    list: answer.list,
    boxes: answer.boxes,
    box: answer.box,
    size: answer.size,
    matched: answer.matched,
    no_match: answer.matched ? null : MSG.imageNoMatch,
    picture: fileUrl(hash),
    log_id: logId,
  };
}

/** The user's own image searches (personal records). */
export async function searchHistory(ctx: AppContext, user: SessionUser, page: { page: number; page_size: number }) {
  const { rows, total } = await repo.searchLogPage(ctx.database.db, user.userId, page);
  return {
    list: rows.map((r) => ({
      id: r.id,
      picture: fileUrl(r.file_hash),
      thumb: fileUrl(r.file_hash, 's'),
      source: r.source,
      result_count: r.result_ids.length,
      created_time: formatZonedDateTime(new Date(r.created_at)),
    })),
    total,
  };
}

/** get_image_base: a stored picture (our /files address) or a fetched one, as a data URL. */
export async function imageBase(ctx: AppContext, url: string) {
  const local = /^(?:https?:\/\/[^/]+)?\/files\/([0-9a-f]{32})(_s)?\.jpg$/.exec(url.trim());
  if (local) {
    const bytes = await pictureState(ctx).files.variant(local[1] as string, local[2] ? 's' : 'l');
    if (!bytes) throw businessError(MSG.pictureNotFound);
    return { img: `data:image/jpeg;base64,${bytes.toString('base64')}` };
  }
  const image = await checkImage(await fetchImageUrl(url));
  return { img: `data:image/${image.ext === 'jpg' ? 'jpeg' : 'png'};base64,${image.bytes.toString('base64')}` };
}

/** fetch_image: a picture from a public URL, checked and stored. */
export async function fetchImage(ctx: AppContext, url: string) {
  const image = await checkImage(await fetchImageUrl(url));
  const hash = await storeImage(ctx, image);
  return { img: fileUrl(hash), thumb: fileUrl(hash, 's') };
}

/** A picture uploaded for later use (find-sample): a checked jpg/png stored by content hash. */
export async function uploadPicture(ctx: AppContext, request: FastifyRequest) {
  if (!request.isMultipart()) throw businessError(IMAGE_MSG.required);
  const upload = await readUpload(request, IMAGE_LIMITS.bytes, IMAGE_MSG.tooLarge);
  if (!upload.bytes) throw businessError(IMAGE_MSG.required);
  const hash = await storeImage(ctx, await checkImage(upload.bytes));
  return { picture: fileUrl(hash), thumb: fileUrl(hash, 's') };
}

/** Pictures given by address must be ones stored here: our file address of a stored, checked picture. */
export async function requireStoredPictures(ctx: AppContext, pictures: readonly string[]): Promise<void> {
  const hashes = pictures.map((p) => /^\/files\/([0-9a-f]{32})\.jpg$/.exec(p)?.[1]);
  if (hashes.some((h) => !h)) throw businessError(WORKING_SET_MSG.findSamplePictureInvalid);
  if (!hashes.length) return;
  const unique = [...new Set(hashes as string[])];
  const stored = await repo.storedHashes(ctx.database.db, unique);
  if (stored.size !== unique.length) throw businessError(WORKING_SET_MSG.findSamplePictureInvalid);
}

/**
 * A product picture: checked by content, size and pixels, cut to the optional crop (JSON or object, inside
 * the picture), stored and indexed for image search at once.
 */
export async function storeProductPicture(ctx: AppContext, bytes: Buffer, cropRaw?: unknown) {
  // The index signature decodes the picture (refusing a corrupt one) before anything is stored.
  const image = await checkImage(bytes, { decode: false });
  const hash = await storeIndexedImage(ctx, image, parseCrop(cropRaw, image));
  return { hash, picture: fileUrl(hash), thumb: fileUrl(hash, 's') };
}

/**
 * A stored picture (by its address) cut again: `crop` is in pixels of the picture as served at that address
 * (the 600 px variant), mapped here to the original's pixels; the original is kept, the cut is a new picture.
 */
export async function cropStoredPicture(ctx: AppContext, url: string, crop: Crop) {
  const hash = /^\/files\/([0-9a-f]{32})\.jpg$/.exec(url.trim())?.[1];
  const original = hash ? await pictureState(ctx).files.readOriginal(hash) : null;
  if (!original || original.ext === 'svg') throw businessError(MSG.pictureNotFound);
  const image = await checkImage(original.bytes);
  const scale = Math.min(1, VARIANT_SIZE.l / image.width, VARIANT_SIZE.l / image.height);
  const x = Math.min(image.width - 1, Math.floor(crop.x / scale));
  const y = Math.min(image.height - 1, Math.floor(crop.y / scale));
  const inside = {
    x,
    y,
    width: Math.max(1, Math.min(image.width - x, Math.round(crop.width / scale))),
    height: Math.max(1, Math.min(image.height - y, Math.round(crop.height / scale))),
  };
  return storeProductPicture(ctx, original.bytes, inside);
}
