import fc from 'fast-check';

/** The office model's actions: what fast-check generates (picks are resolved against the model when the round runs). */

/** Actors 0–4 are buyers (main, salesperson, administrator of the office; another company's main; a free buyer). */
export const BUYERS = 5;
export type Action =
  | { k: 'cartCreate'; a: number; s: number; p: number[] }
  | { k: 'cartRename'; a: number; s: number; t: number }
  | { k: 'cartAdd'; a: number; s: number; t: number; p: number[] }
  | { k: 'cartRemove'; a: number; s: number; t: number; p: number[] }
  | { k: 'cartDefault'; a: number; s: number; t: number }
  | { k: 'cartMove'; a: number; s: number; t: number; u: number }
  | { k: 'cartHandOver'; a: number; s: number; t: number; u: number }
  | { k: 'cartDelete'; a: number; s: number; t: number }
  | { k: 'customerAdd'; a: number; s: number }
  | { k: 'customerEdit'; a: number; s: number; t: number }
  | { k: 'customerDelete'; a: number; s: number; t: number }
  | { k: 'quoteFromCart'; a: number; s: number; t: number }
  | { k: 'quoteSave'; a: number; s: number; t: number; stale: boolean }
  | { k: 'quoteDelete'; a: number; s: number; t: number }
  | { k: 'quoteSend'; a: number; s: number; t: number }
  | { k: 'quoteConfirm'; s: number; t: number }
  | { k: 'listCreate'; a: number; s: number; p: number[] }
  | { k: 'listShare'; a: number; s: number; t: number; revoke: boolean }
  | { k: 'listApply'; s: number; t: number }
  | { k: 'listDelete'; a: number; s: number; t: number }
  | { k: 'export'; a: number; s: number; t: number }
  | { k: 'inquire'; a: number; s: number; p: number[] }
  | { k: 'answer'; s: number; t: number }
  | { k: 'chat'; a: number; s: number; u: number }
  | { k: 'payment'; s: number; eur: boolean; amount: number }
  | { k: 'peek'; a: number; s: number; t: number; what: number };

export const buyer = fc.nat({ max: BUYERS - 1 });
export const office = fc.nat({ max: 2 }); // the office's three members
const srv = fc.nat({ max: 1 });
export const pick = fc.nat({ max: 30 });
export const products = fc.uniqueArray(fc.nat({ max: 11 }), { minLength: 1, maxLength: 4 });

export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ k: fc.constant('cartCreate' as const), a: buyer, s: srv, p: products }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('cartRename' as const), a: buyer, s: srv, t: pick }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('cartAdd' as const), a: buyer, s: srv, t: pick, p: products }) },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('cartRemove' as const), a: buyer, s: srv, t: pick, p: products }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('cartDefault' as const), a: buyer, s: srv, t: pick }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('cartMove' as const), a: buyer, s: srv, t: pick, u: pick }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('cartHandOver' as const), a: office, s: srv, t: pick, u: pick }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('cartDelete' as const), a: buyer, s: srv, t: pick }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('customerAdd' as const), a: buyer, s: srv }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('customerEdit' as const), a: buyer, s: srv, t: pick }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('customerDelete' as const), a: buyer, s: srv, t: pick }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('quoteFromCart' as const), a: buyer, s: srv, t: pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ k: fc.constant('quoteSave' as const), a: buyer, s: srv, t: pick, stale: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('quoteDelete' as const), a: buyer, s: srv, t: pick }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('quoteSend' as const), a: buyer, s: srv, t: pick }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('quoteConfirm' as const), s: srv, t: pick }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('listCreate' as const), a: buyer, s: srv, p: products }) },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('listShare' as const), a: buyer, s: srv, t: pick, revoke: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('listApply' as const), s: srv, t: pick }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('listDelete' as const), a: buyer, s: srv, t: pick }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('export' as const), a: buyer, s: srv, t: pick }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('inquire' as const), a: buyer, s: srv, p: products }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('answer' as const), s: srv, t: pick }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('chat' as const), a: office, s: srv, u: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('payment' as const),
      s: srv,
      eur: fc.boolean(),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('peek' as const), a: buyer, s: srv, t: pick, what: fc.nat({ max: 3 }) }),
  },
);
