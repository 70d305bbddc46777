import { describe, expect, it } from 'vitest';
import { cutoutButtonLabel, initialCutout, isCutoutButtonDisabled, nextCutoutState } from './cutout';

describe('§4 AI cutout button', () => {
  it('labels AI抠图 → AI抠图中... → 撤销', () => {
    expect(cutoutButtonLabel('idle')).toBe('AI抠图');
    expect(cutoutButtonLabel('polling')).toBe('AI抠图中...');
    expect(cutoutButtonLabel('done')).toBe('撤销');
    expect(isCutoutButtonDisabled('polling')).toBe(true);
    expect(isCutoutButtonDisabled('idle')).toBe(false);
  });
  it('runs, shows the result, and undo restores the previous image', () => {
    const s0 = initialCutout('orig.jpg');
    const s1 = nextCutoutState(s0, { type: 'started', taskId: 't1' });
    expect(s1).toEqual({ phase: 'polling', image: 'orig.jpg', previousImage: null, taskId: 't1' });
    expect(nextCutoutState(s1, { type: 'polled', result: null })).toBe(s1);
    const s2 = nextCutoutState(s1, { type: 'polled', result: 'cut.png' });
    expect(s2).toEqual({ phase: 'done', image: 'cut.png', previousImage: 'orig.jpg', taskId: null });
    expect(nextCutoutState(s2, { type: 'undo' })).toEqual(s0);
  });
  it('ignores events that do not apply; a failure returns to idle', () => {
    const s0 = initialCutout('a');
    expect(nextCutoutState(s0, { type: 'undo' })).toBe(s0);
    expect(nextCutoutState(s0, { type: 'polled', result: 'x' })).toBe(s0);
    expect(nextCutoutState(s0, { type: 'failed' })).toBe(s0);
    const s1 = nextCutoutState(s0, { type: 'started', taskId: 1 });
    expect(nextCutoutState(s1, { type: 'started', taskId: 2 })).toBe(s1);
    expect(nextCutoutState(s1, { type: 'failed' })).toEqual(s0);
    const odd = { phase: 'done' as const, image: 'x', previousImage: null, taskId: null };
    expect(nextCutoutState(odd, { type: 'undo' })).toBe(odd);
  });
});
