import { MSG } from './messages';

/** §7, §8: response codes. */
export const CODE_OK = 0;
export const CODE_SESSION_INVALID = -99;

/** §8: code -99 means the session is invalid: drop the user info and go home. */
export function isSessionInvalid(code: number | string): boolean {
  return Number(code) === CODE_SESSION_INVALID;
}

/** §8: the messages that open the free-times-exhausted prompt. */
export const FREE_LIMIT_MESSAGES: readonly string[] = [MSG.freeSearchLimit, MSG.freeTimesUsedUp];

/** §8: true when a server message should open the free-times-exhausted prompt. */
export function isFreeLimitMessage(msg: string | null | undefined): boolean {
  return !!msg && FREE_LIMIT_MESSAGES.some((m) => msg.includes(m));
}

/** §8: messages rejected silently to the caller (no toast). */
export const SILENT_MESSAGES: readonly string[] = [MSG.factoryHasProducts];

/** §8: the call whose errors are never toasted (the new-arrival browse log). */
export const NO_TOAST_PATHS: readonly string[] = ['/api/log/toy_new_browse_log_all'];

/** What the client does with a non-zero envelope. */
export type ErrorHandling = 'session_invalid' | 'free_limit' | 'silent' | 'caller' | 'toast';

/**
 * §8 one rule for a failed envelope `{ code, msg }`:
 * -99 → session_invalid (drop the user, go home); a free-limit msg → free_limit (open the prompt);
 * the factory-has-products msg → silent (rejected to the caller without a toast); with needError →
 * caller (the body is handed over); the new-arrival browse log → silent; otherwise → toast the msg.
 */
export function classifyResponseError(
  envelope: { code: number | string; msg?: string | null },
  options: { needError?: boolean; path?: string } = {},
): ErrorHandling {
  if (isSessionInvalid(envelope.code)) return 'session_invalid';
  if (isFreeLimitMessage(envelope.msg)) return 'free_limit';
  if (envelope.msg && SILENT_MESSAGES.includes(envelope.msg)) return 'silent';
  if (options.needError) return 'caller';
  if (options.path && NO_TOAST_PATHS.includes(options.path)) return 'silent';
  return 'toast';
}
