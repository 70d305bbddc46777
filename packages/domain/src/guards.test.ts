import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABUSE_MSG, IMAGE_UPLOAD_MSG, INPUT_MSG, LOGIN_LOCK, minutesLeft, signInWaitMs } from './guards';

describe('input bounds messages', () => {
  it('name the bound that was passed', () => {
    expect(INPUT_MSG.tooSmall(1)).toBe('不能小于1');
    expect(INPUT_MSG.tooLarge(2147483647)).toBe('不能大于2147483647');
    expect(INPUT_MSG.tooLong(100)).toBe('最多100个字');
    expect(INPUT_MSG.tooMany(30)).toBe('最多30项');
  });
  it('name an unsupported picture format', () => {
    expect(IMAGE_UPLOAD_MSG.unsupported('GIF')).toBe('图片格式不支持（GIF），请上传jpg或png图片');
  });
});

describe('abuse: lockout and request limits', () => {
  it('a lockout says it is a lockout and for how long', () => {
    expect(ABUSE_MSG.loginLocked(12)).toBe('登录失败次数过多，请12分钟后再试，或使用短信验证码登录');
    expect(LOGIN_LOCK.failures).toBeGreaterThan(1);
  });
  it('a limit answers seconds under a minute, whole minutes above', () => {
    expect(ABUSE_MSG.tooManyRequests(0)).toBe('操作过于频繁，请1秒后再试');
    expect(ABUSE_MSG.tooManyRequests(42)).toBe('操作过于频繁，请42秒后再试');
    expect(ABUSE_MSG.tooManyRequests(61)).toBe('操作过于频繁，请2分钟后再试');
  });
  it('minutes left round up and are at least one', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(minutesLeft(new Date(now.getTime() + 61_000), now)).toBe(2);
    expect(minutesLeft(new Date(now.getTime() - 5_000), now)).toBe(1);
  });
});

describe('sign-in delays per account and address', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const MINUTE = 60_000;
  it('lets the first five wrong tries go, then waits 1, 2, 4, 8 and at most 15 minutes after the last', () => {
    for (let n = 0; n < LOGIN_LOCK.failures; n++) expect(signInWaitMs(n, now, now)).toBe(0);
    expect([5, 6, 7, 8, 9, 12].map((n) => signInWaitMs(n, now, now) / MINUTE)).toEqual([1, 2, 4, 8, 15, 15]);
    expect(signInWaitMs(6, new Date(now.getTime() - 2 * MINUTE), now)).toBe(0);
    expect(signInWaitMs(7, new Date(now.getTime() - MINUTE), now)).toBe(3 * MINUTE);
  });
  it('never waits less after more failures, and never longer than the window', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), fc.nat(20 * MINUTE), (a, b, ago) => {
        const last = new Date(now.getTime() - ago);
        const [few, many] = a <= b ? [a, b] : [b, a];
        expect(signInWaitMs(few, last, now)).toBeLessThanOrEqual(signInWaitMs(many, last, now));
        expect(signInWaitMs(many, last, now)).toBeLessThanOrEqual(LOGIN_LOCK.maxDelayMinutes * MINUTE);
      }),
    );
  });
});
