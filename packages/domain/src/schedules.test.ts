import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BROADCAST_INTERVAL_MS,
  CUTOUT_POLL_MS,
  inquiryNotifyAt,
  isUnreadNight,
  supplementNotifyAt,
  UNREAD_REFRESH_MS,
  UNREAD_REFRESH_NIGHT_MS,
  unreadRefreshDue,
} from './schedules';
import { zonedParts } from './time';

/** An instant at Shanghai wall-clock time. */
const sh = (s: string) => new Date(`${s}+08:00`);

describe('§9 schedules: constants', () => {
  it('broadcast 10 s, cutout poll 3 s, unread 100 s / 10 min', () => {
    expect(BROADCAST_INTERVAL_MS).toBe(10_000);
    expect(CUTOUT_POLL_MS).toBe(3_000);
    expect(UNREAD_REFRESH_MS).toBe(100_000);
    expect(UNREAD_REFRESH_NIGHT_MS).toBe(600_000);
  });
});

describe('§9 unread-count refresh every 100 s, 22:00–08:00 at most every 10 minutes', () => {
  it('night is [22:00, 08:00) local time', () => {
    expect(isUnreadNight(sh('2024-05-01T21:59:59'))).toBe(false);
    expect(isUnreadNight(sh('2024-05-01T22:00:00'))).toBe(true);
    expect(isUnreadNight(sh('2024-05-02T07:59:00'))).toBe(true);
    expect(isUnreadNight(sh('2024-05-02T08:00:00'))).toBe(false);
  });
  it('by day refreshes after 100 s', () => {
    const last = sh('2024-05-01T12:00:00');
    expect(unreadRefreshDue(last, sh('2024-05-01T12:01:39'))).toBe(false);
    expect(unreadRefreshDue(last, sh('2024-05-01T12:01:40'))).toBe(true);
  });
  it('at night waits 10 minutes', () => {
    const last = sh('2024-05-01T23:00:00');
    expect(unreadRefreshDue(last, sh('2024-05-01T23:01:40'))).toBe(false);
    expect(unreadRefreshDue(last, sh('2024-05-01T23:09:59'))).toBe(false);
    expect(unreadRefreshDue(last, sh('2024-05-01T23:10:00'))).toBe(true);
  });
  it('uses the given time zone', () => {
    // 15:00 UTC is 23:00 in Shanghai (night) but 15:00 in UTC (day).
    const last = new Date('2024-05-01T14:58:00Z');
    const now = new Date('2024-05-01T15:00:00Z');
    expect(unreadRefreshDue(last, now)).toBe(false);
    expect(unreadRefreshDue(last, now, 'UTC')).toBe(true);
  });
  it('property: never due before 100 s, always due after 10 minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 3_600_000 }), (t, gap) => {
        const last = new Date(t * 1000);
        const now = new Date(t * 1000 + gap);
        const due = unreadRefreshDue(last, now);
        if (gap < UNREAD_REFRESH_MS) expect(due).toBe(false);
        if (gap >= UNREAD_REFRESH_NIGHT_MS) expect(due).toBe(true);
      }),
    );
  });
});

describe('§9 inquiry notification: next full hour; 20:00–10:00 at 10:00', () => {
  it.each([
    ['2024-05-01T14:20:00', '2024-05-01T15:00:00'],
    ['2024-05-01T14:00:00', '2024-05-01T15:00:00'],
    ['2024-05-01T10:00:00', '2024-05-01T11:00:00'],
    ['2024-05-01T19:59:59', '2024-05-01T20:00:00'],
    ['2024-05-01T20:00:00', '2024-05-02T10:00:00'],
    ['2024-05-01T23:59:00', '2024-05-02T10:00:00'],
    ['2024-05-02T00:00:00', '2024-05-02T10:00:00'],
    ['2024-05-02T09:59:59', '2024-05-02T10:00:00'],
    ['2024-12-31T21:00:00', '2025-01-01T10:00:00'],
  ])('made at %s → %s', (made, at) => {
    expect(inquiryNotifyAt(sh(made)).getTime()).toBe(sh(at).getTime());
  });
  it('works in another zone', () => {
    expect(inquiryNotifyAt(new Date('2024-05-01T21:00:00Z'), 'UTC').toISOString()).toBe('2024-05-02T10:00:00.000Z');
  });
});

describe('§9 supplement notification: next :30; 19:30–10:30 at 10:30', () => {
  it.each([
    ['2024-05-01T14:20:00', '2024-05-01T14:30:00'],
    ['2024-05-01T14:30:00', '2024-05-01T15:30:00'],
    ['2024-05-01T14:45:00', '2024-05-01T15:30:00'],
    ['2024-05-01T10:30:00', '2024-05-01T11:30:00'],
    ['2024-05-01T19:29:59', '2024-05-01T19:30:00'],
    ['2024-05-01T19:30:00', '2024-05-02T10:30:00'],
    ['2024-05-02T03:00:00', '2024-05-02T10:30:00'],
    ['2024-05-02T10:29:00', '2024-05-02T10:30:00'],
  ])('made at %s → %s', (made, at) => {
    expect(supplementNotifyAt(sh(made)).getTime()).toBe(sh(at).getTime());
  });
});

describe('§9 notification properties (fast-check)', () => {
  const instant = fc.integer({ min: 946_684_800, max: 4_102_444_800 }).map((s) => new Date(s * 1000));
  it('inquiry: strictly later, within 14 h, on the hour, never between 20:00 (exclusive) and 10:00', () => {
    fc.assert(
      fc.property(instant, (made) => {
        const at = inquiryNotifyAt(made);
        const p = zonedParts(at);
        expect(at.getTime()).toBeGreaterThan(made.getTime());
        expect(at.getTime() - made.getTime()).toBeLessThanOrEqual(14 * 3600_000);
        expect([p.minute, p.second, p.millisecond]).toEqual([0, 0, 0]);
        expect(p.hour >= 10 && p.hour <= 20).toBe(true);
      }),
    );
  });
  it('supplement: strictly later, within 15 h, at :30, never between 19:30 (exclusive) and 10:30', () => {
    fc.assert(
      fc.property(instant, (made) => {
        const at = supplementNotifyAt(made);
        const p = zonedParts(at);
        expect(at.getTime()).toBeGreaterThan(made.getTime());
        expect(at.getTime() - made.getTime()).toBeLessThanOrEqual(15 * 3600_000);
        expect([p.minute, p.second, p.millisecond]).toEqual([30, 0, 0]);
        expect(p.hour >= 10 && p.hour <= 19).toBe(true);
      }),
    );
  });
});
