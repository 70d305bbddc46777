import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AI_JOB_KINDS,
  AI_MSG,
  aiToolOfKind,
  boxContains,
  checkAiQuota,
  posterLines,
  removalMethod,
  smartCropBox,
  validateCropRatio,
  validateMaskStrokes,
} from './ai-pictures';
import { isFreeLimitMessage } from './errors';

describe('AI picture tools', () => {
  it('maps queue kinds back to their tool, nothing else', () => {
    expect(aiToolOfKind(AI_JOB_KINDS.cutout)).toBe('cutout');
    expect(aiToolOfKind('export_excel')).toBeNull();
  });

  it('§5 crop ratios: 1:5 to 5:1 allowed, beyond refused', () => {
    expect(validateCropRatio({ width: 1, height: 5 })).toBeNull();
    expect(validateCropRatio({ width: 16, height: 9 })).toBeNull();
    expect(validateCropRatio({ width: 6, height: 1 })).toBe(AI_MSG.ratioInvalid);
    expect(validateCropRatio({ width: 0, height: 1 })).toBe(AI_MSG.ratioInvalid);
  });

  it('smart crop keeps the subject whole, at the ratio, centred when the picture allows', () => {
    const box = smartCropBox(1000, 800, { x: 400, y: 300, width: 200, height: 200 }, { width: 16, height: 9 });
    expect(box.pad).toBe(false);
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    expect(Math.abs(box.x + box.width / 2 - 500)).toBeLessThan(2);
    expect(boxContains(box, { x: 400, y: 300, width: 200, height: 200 })).toBe(true);
  });

  it('smart crop never cuts the subject (property), padding when it cannot fit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 3000 }),
        fc.integer({ min: 50, max: 3000 }),
        fc.record({ x: fc.double({ min: 0, max: 1, noNaN: true }), y: fc.double({ min: 0, max: 1, noNaN: true }) }),
        fc.record({
          w: fc.double({ min: 0.05, max: 1, noNaN: true }),
          h: fc.double({ min: 0.05, max: 1, noNaN: true }),
        }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (W, H, at, size, rw, rh) => {
          const width = Math.max(1, Math.round(size.w * W));
          const height = Math.max(1, Math.round(size.h * H));
          const subject = {
            x: Math.round(at.x * (W - width)),
            y: Math.round(at.y * (H - height)),
            width,
            height,
          };
          const box = smartCropBox(W, H, subject, { width: rw, height: rh });
          expect(boxContains(box, subject, 2)).toBe(true);
          if (!box.pad) {
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(W);
            expect(box.y + box.height).toBeLessThanOrEqual(H);
          }
        },
      ),
    );
  });

  it('refuses an empty mask and one outside the picture', () => {
    expect(validateMaskStrokes([], 100, 100)).toBe(AI_MSG.maskEmpty);
    expect(validateMaskStrokes([{ size: 10, points: [] }], 100, 100)).toBe(AI_MSG.maskEmpty);
    expect(validateMaskStrokes([{ size: 10, points: [10, 10, 120, 10] }], 100, 100)).toBe(AI_MSG.maskOutside);
    expect(validateMaskStrokes([{ size: 10, points: [10, 10, 20] }], 100, 100)).toBe(AI_MSG.maskOutside);
    expect(validateMaskStrokes([{ size: 10, points: [10, 10, 90, 90] }], 100, 100)).toBeNull();
  });

  it('fills thin strokes from their edges and wide areas with the patch fill', () => {
    expect(removalMethod(5000, 8)).toBe('telea');
    expect(removalMethod(200, 40)).toBe('telea');
    expect(removalMethod(5000, 40)).toBe('patch');
  });

  it('lays out poster text in Chinese or English', () => {
    const fields = { name: '遥控车', number: 'A-1', price: '12.50', currency: '¥' };
    expect(posterLines(fields, 'zh')).toEqual({ title: '遥控车', lines: ['货号：A-1', '价格：¥ 12.50'] });
    expect(posterLines({ ...fields, price: ' ' }, 'en').lines).toEqual(['Item No.: A-1']);
  });

  it('§6 free users: the limit message opens the free-times prompt', () => {
    expect(checkAiQuota(19)).toBeNull();
    expect(checkAiQuota(20)).toBe(AI_MSG.freeLimit);
    expect(isFreeLimitMessage(AI_MSG.freeLimit)).toBe(true);
  });
});
