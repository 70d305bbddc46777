import { describe, expect, it } from 'vitest';
import {
  formatHallDateTime,
  formatZonedDate,
  formatZonedDateTime,
  minuteOfDay,
  zonedParts,
  zonedTimeToUtc,
  zoneOffsetMs,
} from './time';

describe('§9 time zone Asia/Shanghai by default', () => {
  it('reads wall-clock parts in Asia/Shanghai (UTC+8)', () => {
    const p = zonedParts(new Date('2024-03-01T16:30:15.250Z'));
    expect(p).toEqual({ year: 2024, month: 3, day: 2, hour: 0, minute: 30, second: 15, millisecond: 250 });
  });
  it('keeps milliseconds for instants before 1970', () => {
    expect(zonedParts(new Date(-1), 'UTC').millisecond).toBe(999);
  });
  it('reads another zone when told', () => {
    expect(zonedParts(new Date('2024-03-01T16:30:00Z'), 'UTC').hour).toBe(16);
  });
  it('has an offset of +8 h in Shanghai and follows DST in New York', () => {
    expect(zoneOffsetMs(new Date('2024-01-01T00:00:00Z'))).toBe(8 * 3600_000);
    expect(zoneOffsetMs(new Date('2024-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * 3600_000);
    expect(zoneOffsetMs(new Date('2024-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * 3600_000);
  });
  it('converts a wall-clock time to the instant, with overflowing fields', () => {
    expect(zonedTimeToUtc({ year: 2024, month: 3, day: 2, hour: 10 }).toISOString()).toBe('2024-03-02T02:00:00.000Z');
    expect(zonedTimeToUtc({ year: 2024, month: 12, day: 32 }).toISOString()).toBe('2024-12-31T16:00:00.000Z');
    expect(zonedTimeToUtc({ year: 2024, month: 7, day: 1, hour: 10 }, 'America/New_York').toISOString()).toBe(
      '2024-07-01T14:00:00.000Z',
    );
  });
  it('formats dates and date-times in the zone', () => {
    const d = new Date('2024-12-31T16:05:09Z');
    expect(formatZonedDate(d)).toBe('2025-01-01');
    expect(formatZonedDateTime(d)).toBe('2025-01-01 00:05:09');
    expect(formatZonedDate(d, 'UTC')).toBe('2024-12-31');
  });
  it('gives the minute of the local day', () => {
    expect(minuteOfDay(new Date('2024-01-01T14:30:00Z'))).toBe(22 * 60 + 30);
  });
  it('rejects an unknown zone', () => {
    expect(() => zonedParts(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatHallDateTime', () => {
  // 2026-12-04 22:57:45 UTC is 2026-12-05 06:57:45 in Shanghai
  const at = Date.UTC(2026, 11, 4, 22, 57, 45);

  it("shows the hall's wall clock whatever the device's zone, as the phone page shows it", () => {
    expect(formatHallDateTime(at, 'zh')).toBe('2026-12-05 06:57:45');
    expect(formatHallDateTime(new Date(at), 'zh')).toBe(formatZonedDateTime(new Date(at)));
    expect(formatHallDateTime(at, 'zh', 'Europe/Berlin')).toBe('2026-12-04 23:57:45');
  });

  it('reads in English for an English kiosk', () => {
    expect(formatHallDateTime(at, 'en')).toBe('5 Dec 2026, 06:57:45');
  });
});
