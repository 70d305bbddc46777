/**
 * Which searches others may see: hot searches (热门搜索) and the suggestions of other users come only from
 * queries that several different people searched lately, and never from junk (text that looks like an
 * attack on the database or a random string). One person searching the same text many times shows nothing
 * of theirs to anyone else; a user's own past searches are theirs to be suggested.
 */

/** Searches older than this no longer make a query hot. */
export const HOT_SEARCH_WINDOW_DAYS = 7;
/** How many different users must have searched a query in the window before others are shown it. */
export const HOT_SEARCH_MIN_USERS = 3;
/** A query longer than this is not shown to others (a product name or keyword is shorter). */
export const SHARED_QUERY_MAX_LENGTH = 30;

/** Characters and sequences that belong to SQL or markup, not to a toy search. */
const INJECTION =
  /['"`;\\<>{}=]|--|\/\*|\*\/|\b(?:union\s+(?:all\s+)?select|select\s+.+\s+from|drop\s+table|insert\s+into|delete\s+from|or\s+\d+\s*[=<>]|and\s+\d+\s*[=<>]|sleep\s*\(|benchmark\s*\(|xp_cmdshell)\b/i;
/** A run of Latin letters without a vowel this long is keyboard noise, not a word (brands have vowels). */
const NOISE_RUN = /[b-df-hj-np-tv-xz]{5,}/i;
/** The same character four times in a row. */
const REPEATED = /(.)\1{3,}/u;
/** Words people type to try a search box out. */
const TRIAL_WORDS = /测试|垃圾|test(?:ing)?\b|asdf|qwer|aaaa/i;

/**
 * Whether a query is junk for the shared lists: SQL- or markup-looking text, keyboard noise (a long run
 * of consonants, one character repeated), trial words, or too long. Junk is still the user's own search.
 */
export function isJunkQuery(query: string): boolean {
  const text = query.trim();
  if (!text) return true;
  if ([...text].length > SHARED_QUERY_MAX_LENGTH) return true;
  return INJECTION.test(text) || NOISE_RUN.test(text) || REPEATED.test(text) || TRIAL_WORDS.test(text);
}
