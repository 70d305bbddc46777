/** The answer of every call (spec §7): code 0 is success, anything else carries a Chinese msg. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  /** On a failed call: the id of the request in the server's log (also its X-Request-Id header), for a report. */
  request_id?: string;
}

/** Envelope codes used by this platform. */
export const CODE = {
  ok: 0,
  /** §8: session invalid: the client drops user info and goes home. */
  sessionInvalid: -99,
  /** A business rule refused the call (HTTP 200). */
  business: 1,
  /** Free users' daily search limit reached (§6, §8); the client also matches the message. */
  freeLimit: 1001,
  /** Schema or JSON error in the request body (HTTP 400). */
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  tooLarge: 413,
  tooMany: 429,
  serverError: 500,
  /** The server cannot serve now (its readiness probe: database, file store or job runner). */
  unavailable: 503,
} as const;

/** A list endpoint's data. */
export interface Page<T> {
  list: T[];
  total: number;
}
