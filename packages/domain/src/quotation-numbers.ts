import { quotationNumber } from './quotations';
import { DEFAULT_TIME_ZONE, formatZonedDate } from './time';

/**
 * A quotation's number (Q20261105-0007) comes from a counter per owner and day: the owner is the company, or
 * the user when they have none; the day is the calendar day where the company works (the platform's time
 * zone). The counter only goes up, so a number is never given twice, also after its quotation is deleted.
 */

/**
 * The numbering owner of a quotation: the company's id, or minus the user's id for a user without a company
 * (the same key as the unique index of numbers, so two owners never share a counter).
 */
export function quotationNumberOwner(companyId: number | null | undefined, userId: number): number {
  return companyId && companyId > 0 ? companyId : -userId;
}

/** The counter's day of a quotation made at `now`: 'YYYY-MM-DD' in the platform's time zone. */
export function quotationCounterDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatZonedDate(now, timeZone);
}

/** What every number of a day starts with ('Q20261105-'). */
export const quotationNumberPrefix = (day: string): string => `Q${day.replace(/-/g, '')}-`;

/** The day and sequence of a number made by quotationNumber, or null for any other text. */
export function parseQuotationNumber(number: string): { day: string; sequence: number } | null {
  const m = /^Q(\d{4})(\d{2})(\d{2})-(\d{4,9})$/.exec(number);
  if (!m) return null;
  const sequence = Number(m[4]);
  return sequence >= 1 ? { day: `${m[1]}-${m[2]}-${m[3]}`, sequence } : null;
}

/**
 * Where a day's counter starts when it is first used: past the highest sequence of that day among the
 * numbers the owner already has (quotations made before the counter existed, or loaded data), else 1.
 */
export function firstSequenceOfDay(existing: readonly string[], day: string): number {
  let highest = 0;
  for (const number of existing) {
    const parsed = parseQuotationNumber(number);
    if (parsed && parsed.day === day && parsed.sequence > highest) highest = parsed.sequence;
  }
  return highest + 1;
}

/** The number of the `sequence`-th quotation of an owner made at `now`. */
export const quotationNumberAt = (now: Date, sequence: number, timeZone: string = DEFAULT_TIME_ZONE): string =>
  quotationNumber(quotationCounterDay(now, timeZone), sequence);
