import { DEFAULT_TIME_ZONE, HOUR_MS, MINUTE_MS, minuteOfDay, zonedParts, zonedTimeToUtc } from './time';

/** §9: the unread-count timer ticks every 100 s. */
export const UNREAD_REFRESH_MS = 100_000;
/** §9: between 22:00 and 08:00 the unread count refreshes at most every 10 minutes. */
export const UNREAD_REFRESH_NIGHT_MS = 10 * MINUTE_MS;
/** §9: night window of the unread refresh, local minutes [22:00, 08:00). */
export const UNREAD_NIGHT_START_MINUTE = 22 * 60;
export const UNREAD_NIGHT_END_MINUTE = 8 * 60;
/** §9: broadcast carousel interval. */
export const BROADCAST_INTERVAL_MS = 10_000;
/** §4, §9: AI cutout result poll interval. */
export const CUTOUT_POLL_MS = 3_000;
/** §4: the quotation-sync progress resets 0.5 s after completion. */
export const SYNC_PROGRESS_RESET_MS = 500;

/** True when local time in `timeZone` is in the night window [22:00, 08:00). */
export function isUnreadNight(now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const m = minuteOfDay(now, timeZone);
  return m >= UNREAD_NIGHT_START_MINUTE || m < UNREAD_NIGHT_END_MINUTE;
}

/**
 * §9 unread-count refresh: the timer ticks every 100 s; a tick refreshes when at least 100 s have
 * passed since the last refresh, or at least 10 minutes when local time is between 22:00 and 08:00.
 */
export function unreadRefreshDue(lastRefresh: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const elapsed = now.getTime() - lastRefresh.getTime();
  return elapsed >= (isUnreadNight(now, timeZone) ? UNREAD_REFRESH_NIGHT_MS : UNREAD_REFRESH_MS);
}

/**
 * The first instant strictly after `after` whose local minute-of-hour is `minute`, or, when the
 * creation time falls in the night window [nightStart, nightEnd) (local minutes, wrapping midnight),
 * the next nightEnd.
 */
function nextSlot(after: Date, timeZone: string, minute: number, nightStart: number, nightEnd: number): Date {
  const p = zonedParts(after, timeZone);
  const m = p.hour * 60 + p.minute;
  if (m >= nightStart || m < nightEnd) {
    // Morning of the same local day if before nightEnd, else of the next day.
    const dayOffset = m >= nightStart ? 1 : 0;
    return zonedTimeToUtc(
      { year: p.year, month: p.month, day: p.day + dayOffset, hour: Math.floor(nightEnd / 60), minute: nightEnd % 60 },
      timeZone,
    );
  }
  let slot = zonedTimeToUtc({ year: p.year, month: p.month, day: p.day, hour: p.hour, minute }, timeZone);
  if (slot.getTime() <= after.getTime()) slot = new Date(slot.getTime() + HOUR_MS);
  return slot;
}

/**
 * §9: when a factory is notified of an inquiry made at `createdAt`: on the next full hour (strictly
 * after creation); an inquiry made between 20:00 and 10:00 local time is notified at 10:00.
 */
export function inquiryNotifyAt(createdAt: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return nextSlot(createdAt, timeZone, 0, 20 * 60, 10 * 60);
}

/**
 * §9: when a factory is notified of a sample supplement made at `createdAt`: at the next :30
 * (strictly after creation); one made between 19:30 and 10:30 local time is notified at 10:30.
 */
export function supplementNotifyAt(createdAt: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return nextSlot(createdAt, timeZone, 30, 19 * 60 + 30, 10 * 60 + 30);
}
