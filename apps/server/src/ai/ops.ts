import type { CropRatio, MaskStroke } from '@wanju/domain';
import type { Cv } from './engine/cv';
import { type CutoutBackground, cutoutPicture, removePainted, strokeMask } from './engine/tools';

/** What the worker thread is asked to do (pictures as bytes; answers are bytes and numbers only). */
export type AiOp =
  | { op: 'cutout'; bytes: Uint8Array; background: CutoutBackground }
  | {
      op: 'remove';
      bytes: Uint8Array;
      strokes: MaskStroke[];
      shown: { width: number; height: number };
    };

export type AiOpResult =
  | { op: 'cutout'; bytes: Uint8Array; ext: 'png' | 'jpg'; width: number; height: number }
  | { op: 'remove'; bytes: Uint8Array; method: string; width: number; height: number; pixels: number };

export type CropOp = { bytes: Uint8Array; ratio: CropRatio };

export async function runOp(cv: Cv, op: AiOp): Promise<AiOpResult> {
  const bytes = Buffer.from(op.bytes);
  if (op.op === 'cutout') {
    const out = await cutoutPicture(cv, bytes, op.background);
    return { op: 'cutout', bytes: out.bytes, ext: out.ext, width: out.width, height: out.height };
  }
  let pixels = 0;
  const out = await removePainted(cv, bytes, async (w, h) => {
    const mask = await strokeMask(op.strokes, op.shown, w, h);
    pixels = mask.pixels;
    return mask.mask;
  });
  return { op: 'remove', bytes: out.bytes, method: out.method, width: out.width, height: out.height, pixels };
}
