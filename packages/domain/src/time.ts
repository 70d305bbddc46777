/**
 * Time-zone arithmetic with Intl.DateTimeFormat only (no dependencies). Every function takes the
 * instant and the zone as arguments; nothing reads the clock.
 */

/** §9: the platform's time zone unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Wall-clock fields of an instant in a zone (month 1–12). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of `date` in `timeZone`. Throws RangeError for an unknown zone. */
export function zonedParts(date: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  const out: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(date)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year as number,
    month: out.month as number,
    day: out.day as number,
    hour: out.hour as number,
    minute: out.minute as number,
    second: out.second as number,
    millisecond: ((date.getTime() % 1000) + 1000) % 1000,
  };
}

/** Offset of the zone from UTC at `date`, in ms (Asia/Shanghai: +8 h). */
export function zoneOffsetMs(date: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);
  return asUtc - date.getTime();
}

/**
 * The instant at which the wall clock in `timeZone` shows the given fields. Fields may overflow
 * (day 32, hour 24) as with Date.UTC. In a gap (spring-forward) the later offset is used.
 */
export function zonedTimeToUtc(
  fields: Partial<ZonedParts> & Pick<ZonedParts, 'year' | 'month' | 'day'>,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const wall = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
    fields.millisecond ?? 0,
  );
  // Two rounds settle on the right offset, including across a DST change.
  let guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of `date` in `timeZone`. */
export function formatZonedDate(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' of `date` in `timeZone` (the server's and the usage log's format). */
export function formatZonedDateTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(date, timeZone);
  return `${formatZonedDate(date, timeZone)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Minutes since local midnight of `date` in `timeZone` (0–1439). */
export function minuteOfDay(date: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const p = zonedParts(date, timeZone);
  return p.hour * 60 + p.minute;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A showroom time as its visitors read it, on the kiosk and on the phone page its QR code opens: the wall
 * clock of the hall's time zone (never the device's), 'YYYY-MM-DD HH:mm:ss' in Chinese (the server's format)
 * and '5 Dec 2026, 06:57:45' in English.
 */
export function formatHallDateTime(
  date: Date | number,
  lang: 'zh' | 'en',
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const at = typeof date === 'number' ? new Date(date) : date;
  if (lang === 'zh') return formatZonedDateTime(at, timeZone);
  const p = zonedParts(at, timeZone);
  return `${p.day} ${MONTHS_EN[p.month - 1]} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}
