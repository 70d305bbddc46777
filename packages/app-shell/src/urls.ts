/** Where each app is served by the server and on which port its dev server listens. */
export const APPS = {
  buyer: { base: '/', port: 5173 },
  factory: { base: '/factory/', port: 5174 },
  kiosk: { base: '/kiosk/', port: 5175 },
} as const;

export type AppName = keyof typeof APPS;

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

/** A path with a query; empty, null and undefined values are left out, and so is a query left empty. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
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

/** The id of the product whose dialog is open, or null. */
export function productInQuery(search: string | URLSearchParams): number | null {
  const raw = new URLSearchParams(search).get(PRODUCT_PARAM);
  return raw === null ? null : Number(raw);
}

/** An absolute link to a path of this site (a share link that leaves the browser). */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}
