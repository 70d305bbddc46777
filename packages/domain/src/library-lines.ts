import { LIBRARY_LINE_MSG } from './messages';

/**
 * A line of a sample cart or a selection list names a platform product (toy_id) or a product of the company's
 * own library (company_product_id). Screens key, tick and send lines by one string so both kinds mix.
 */
export interface LineRef {
  toy_id: number;
  company_product_id?: number | null;
}

/** 'c12' for library product 12, 'p5' for platform product 5. */
export function lineKey(line: LineRef): string {
  return line.company_product_id ? `c${line.company_product_id}` : `p${line.toy_id}`;
}

/** The keys of ticked lines back to the two id lists a call takes (unknown keys are ignored). */
export function splitLineKeys(keys: Iterable<string>): { ids: number[]; library_ids: number[] } {
  const ids: number[] = [];
  const library_ids: number[] = [];
  for (const key of keys) {
    const n = Number(key.slice(1));
    if (!Number.isInteger(n) || n <= 0) continue;
    if (key[0] === 'p') ids.push(n);
    else if (key[0] === 'c') library_ids.push(n);
  }
  return { ids, library_ids };
}

/** A library product as inquiries see it: the platform product it was taken from, if any. */
export interface LibraryInquiryItem {
  item_number: string;
  product_id: number | null;
}

/**
 * What an inquiry asks for library products: the factory's products they were taken from. A product made by
 * hand has no factory on the platform, so the inquiry is refused whole, naming those products (the user
 * unticks them or asks the supplier directly), rather than half-sent.
 */
export function libraryInquiryProducts(items: readonly LibraryInquiryItem[]): {
  ids: number[];
  refusal: string | null;
} {
  const handMade = items.filter((i) => !i.product_id).map((i) => i.item_number);
  if (handMade.length) return { ids: [], refusal: LIBRARY_LINE_MSG.noFactory(handMade.slice(0, 20)) };
  return { ids: [...new Set(items.map((i) => i.product_id as number))], refusal: null };
}
