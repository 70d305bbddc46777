import { isFreeLimitMessage, MSG } from '@wanju/domain';
import ky, { HTTPError, TimeoutError } from 'ky';
import type { Endpoint, RequestOf, ResponseOf } from './contract/define';
import { CODE, type Envelope } from './envelope';

/** §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** An upload (a catalogue of thousands of rows with pictures, a picture zip) may take minutes on a slow uplink. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** A call that did not succeed. `handled` is true when a callback (toast, session, free limit) already dealt with it. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
    readonly handled = false,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** code -99: drop user info and go home (§8). */
  onSessionInvalid?: () => void;
  /** '免费用户每天仅可搜索300次' / '免费次数已用完': open the free-times prompt (§8). */
  onFreeLimit?: (msg: string) => void;
  /** Any other failure: show the server msg as an error toast (§8). */
  onError?: (msg: string) => void;
  fetch?: typeof fetch;
  timeout?: number;
  uploadTimeout?: number;
}

export interface CallOptions {
  /** §7: hand the error body to the caller instead of showing a toast. */
  needError?: boolean;
  /** Show no toast on failure (the new-arrival browse log, §8). */
  silent?: boolean;
  signal?: AbortSignal;
}

export function isFreeLimit(envelope: Pick<Envelope, 'code' | 'msg'>): boolean {
  return envelope.code === CODE.freeLimit || isFreeLimitMessage(envelope.msg);
}

export function createApiClient(options: ApiClientOptions) {
  const http = ky.create({
    prefixUrl: options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    // Resolved per call, so a fetch installed later (tests, polyfills) is used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });

  function settle<T>(envelope: Envelope<T>, call: CallOptions): T {
    if (envelope.code === CODE.ok) return envelope.data;
    if (envelope.code === CODE.sessionInvalid) {
      options.onSessionInvalid?.();
      throw new ApiError(envelope.code, envelope.msg, envelope.data, true);
    }
    if (isFreeLimit(envelope)) {
      options.onFreeLimit?.(envelope.msg);
      throw new ApiError(envelope.code, envelope.msg, envelope.data, true);
    }
    if (call.needError) throw new ApiError(envelope.code, envelope.msg, envelope.data, false);
    if (!call.silent) options.onError?.(envelope.msg);
    throw new ApiError(envelope.code, envelope.msg, envelope.data, !call.silent);
  }

  async function send<T>(path: string, body: FormData | undefined, json: unknown, call: CallOptions): Promise<T> {
    const token = options.getToken();
    let envelope: Envelope<T>;
    try {
      const response = await http.post(path.replace(/^\//, ''), {
        ...(body === undefined ? { json: json ?? {} } : { body }),
        headers: token ? { token } : {},
        signal: call.signal,
        timeout:
          body === undefined ? (options.timeout ?? REQUEST_TIMEOUT_MS) : (options.uploadTimeout ?? UPLOAD_TIMEOUT_MS),
      });
      envelope = await readEnvelope<T>(response);
    } catch (error) {
      if (error instanceof TimeoutError) throw new ApiError(-1, MSG.timeout);
      if (error instanceof HTTPError || error instanceof ApiError) throw error;
      throw new ApiError(-1, (error as Error).name === 'AbortError' ? 'aborted' : MSG.serverError);
    }
    return settle(envelope, call);
  }

  return {
    /** POST the endpoint's JSON body; resolves with `data` when code is 0. */
    call<E extends Endpoint>(endpoint: E, body: RequestOf<E>, call: CallOptions = {}): Promise<ResponseOf<E>> {
      return send<ResponseOf<E>>(endpoint.path, undefined, body, call);
    },
    /** POST multipart/form-data (uploads). */
    upload<E extends Endpoint>(endpoint: E, form: FormData, call: CallOptions = {}): Promise<ResponseOf<E>> {
      return send<ResponseOf<E>>(endpoint.path, form, undefined, call);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The Chinese message to show for a failed call. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.msg : MSG.serverError;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as Envelope<T>;
    if (typeof parsed?.code === 'number') return parsed;
  } catch {
    // not JSON: fall through to a server error envelope
  }
  return { code: response.status === 404 ? CODE.notFound : CODE.serverError, msg: MSG.serverError, data: null as T };
}
