/**
 * Chinese-aware search text: CJK character bigrams (plus single characters) and Latin/number tokens,
 * built here and stored as a tsvector literal, so both engines index exactly the same lexemes whatever
 * their locale or text-search parser. Queries become tsquery literals of the same lexemes; nothing the
 * user typed reaches the query syntax (only [a-z0-9] and Han characters survive).
 */

const RUN = /\p{Script=Han}+|[a-z0-9]+/gu;
const HAN = /\p{Script=Han}/u;

/** Full-width to half-width (NFKC), lower case, trimmed: 'ＸＮ－１２３' → 'xn-123'. */
export function normalizeQuery(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Letters and digits only: 'XN-123' → 'xn123'. */
export const compactCode = (code: string) => normalizeQuery(code).replace(/[^a-z0-9]/g, '');

const singular = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

function hanTokens(run: string, out: Set<string>) {
  const chars = [...run];
  for (let i = 0; i < chars.length; i++) {
    out.add(chars[i] as string);
    if (i + 1 < chars.length) out.add(`${chars[i]}${chars[i + 1]}`);
  }
}

/** The lexemes of free text (names, introductions, factory names). */
export function textTokens(text: string, out = new Set<string>()): Set<string> {
  for (const [run] of normalizeQuery(text).matchAll(RUN)) {
    if (HAN.test(run)) hanTokens(run, out);
    else {
      out.add(run);
      out.add(singular(run));
    }
  }
  return out;
}

/** The lexemes of a code (item number, factory number, phone): its pieces and the compact whole. */
export function codeTokens(code: string, out = new Set<string>()): Set<string> {
  textTokens(code, out);
  const compact = compactCode(code);
  if (compact) out.add(compact);
  return out;
}

/** A tsvector literal ('a' 'b' …) of the tokens; the tokens hold no quotes or backslashes by construction. */
export function tsvectorLiteral(tokens: Iterable<string>): string {
  return [...tokens].map((t) => `'${t}'`).join(' ');
}

export interface ParsedQuery {
  /** tsquery literal, '' when the query has no searchable token */
  tsquery: string;
  /** the normalised text for LIKE boosts (names containing the whole query rank first) */
  text: string;
  /** compact code when the query looks like an item number ('XN-123', 'xn12') */
  code: string;
}

const CODE_LIKE = /^[a-z0-9]+(?:[-_./#][a-z0-9]+)*[-_./#]?$/;

/**
 * A user's query as a tsquery: every word must match. Han runs become their bigrams (a single character
 * stays itself); words that look like codes (contain a digit) match by prefix of their compact form;
 * other Latin words match exactly, plural folded.
 */
export function parseQuery(raw: string): ParsedQuery {
  const text = normalizeQuery(raw).slice(0, 100);
  const terms: string[] = [];
  let code = '';
  for (const word of text.split(' ')) {
    if (!word) continue;
    if (CODE_LIKE.test(word) && /\d/.test(word)) {
      const compact = word.replace(/[^a-z0-9]/g, '');
      terms.push(`'${compact}':*`);
      if (!code) code = compact;
      continue;
    }
    for (const [run] of word.matchAll(RUN)) {
      if (HAN.test(run)) {
        const chars = [...run];
        if (chars.length === 1) terms.push(`'${run}'`);
        for (let i = 0; i + 1 < chars.length; i++) terms.push(`'${chars[i]}${chars[i + 1]}'`);
      } else if (/\d/.test(run)) terms.push(`'${run}':*`);
      else terms.push(`'${singular(run)}'`);
    }
  }
  return { tsquery: [...new Set(terms)].join(' & '), text, code };
}

/** Escapes LIKE wildcards so user text matches literally (with ESCAPE '\'). */
