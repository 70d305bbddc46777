/** The API lives at the site root whichever app calls it (the apps under /factory/ and /kiosk/ too). */
export function apiBaseUrl(href: string = window.location.href): string {
  return new URL('/', href).href;
}

/** The names of the `:params` of a route pattern such as '/xiaoniaolive/:type/:id'. */
export type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamValues<P extends string> = [RouteParams<P>] extends [never]
  ? []
  : [params: Record<RouteParams<P>, string | number>];

/**
 * The path of a route of the domain's table with its params filled in, e.g.
 * `routePath('/factory_detail/:id', { id: 7 })` → '/factory_detail/7'.
 */
export function routePath<P extends `/${string}`>(pattern: P, ...[params]: ParamValues<P>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`routePath: ${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A path with a query; empty, null and undefined values are left out, and so is a query left empty.
 * Values are percent-encoded (a space is %20, as the links the server and the spec show).
 */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** The product detail dialog opens over any page through `?toy=<id>` (§5). */
export const PRODUCT_PARAM = 'toy';

/** The current query with the product dialog opened on `id` (the other params kept). */
export function withProduct(search: string | URLSearchParams, id: number): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(PRODUCT_PARAM, String(id));
  return next;
}

/** The current query with the product dialog closed. */
export function withoutProduct(search: string | URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(PRODUCT_PARAM);
  return next;
}

/** An absolute link to a path of this site (a share link that leaves the browser). */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}
