/**
 * What `zod` resolves to in the browser apps' bundles (their vite.config aliases it here). The contract's request
 * schemas are read only by the server, which validates every body against them; the apps only use an endpoint's
 * path and response type. In the browser the schemas are therefore built from this inert stand-in: every builder
 * function, method and property answers the same inert value, so none of zod (~40 KB gzipped) ships to buyers.
 * zod-inert.test.ts evaluates the whole contract against it, so a zod function the contract starts using and this
 * file lacks fails the tests (and the app build) instead of the page.
 */
type Inert = ((...args: unknown[]) => Inert) & { readonly [key: string]: Inert };

const inert: Inert = new Proxy(() => inert, {
  get: (_target, key) => (key === Symbol.toPrimitive || key === 'then' ? undefined : inert),
  apply: () => inert,
}) as Inert;

export const array = inert;
export const boolean = inert;
export const coerce = inert;
export const discriminatedUnion = inert;
export const enum_ = inert;
export const literal = inert;
export const null_ = inert;
export const number = inert;
export const object = inert;
export const record = inert;
export const string = inert;
export const union = inert;
export const unknown = inert;
export { enum_ as enum, null_ as null };
