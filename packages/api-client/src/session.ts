import type { UserInfo } from '@wanju/domain';
import { type ApiClientOptions, createApiClient } from './client';
// One area's endpoints, not the whole contract (`api`): a sign-in screen downloads only what it calls.
import * as account from './contract/account';
import type { RequestOf } from './contract/define';

/** The part of the Web Storage API a session needs (localStorage in the apps, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Stored values carry a version; a value of another version or shape is dropped instead of crashing the app. */
export const STORAGE_VERSION = 1;

export function readStored<T>(
  storage: KeyValueStorage,
  key: string,
  isValid: (value: unknown) => value is T,
): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as { v?: number; value?: unknown };
    if (parsed?.v === STORAGE_VERSION && isValid(parsed.value)) return parsed.value;
  } catch {
    // unreadable: dropped below
  }
  storage.removeItem(key);
  return null;
}

export function writeStored(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify({ v: STORAGE_VERSION, value }));
}

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isUser = (v: unknown): v is UserInfo =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as UserInfo).nickname === 'string' &&
  typeof (v as UserInfo).user_type === 'number';

/** §3 'Stored locally': token and user_info. */
export const SESSION_KEYS = { token: 'token', user: 'user_info' } as const;

export interface SessionOptions extends Omit<ApiClientOptions, 'getToken'> {
  storage: KeyValueStorage;
  /** The state object to fill (an app passes a valtio proxy so its views re-render). */
  state: SessionState;
}

/**
 * Token and user info kept in storage (§4 Login: persisted; a missing token clears everything) and an API
 * client that sends the token and drops the session on -99.
 */
export function createSession(options: SessionOptions) {
  const { storage, state } = options;

  function set(user: UserInfo | null) {
    state.token = user?.token ?? null;
    state.user = user;
    if (user) {
      writeStored(storage, SESSION_KEYS.token, user.token);
      writeStored(storage, SESSION_KEYS.user, user);
    } else {
      storage.removeItem(SESSION_KEYS.token);
      storage.removeItem(SESSION_KEYS.user);
    }
  }

  const token = readStored(storage, SESSION_KEYS.token, isString);
  const user = token ? readStored(storage, SESSION_KEYS.user, isUser) : null;
  set(token && user ? { ...user, token } : null);

  const client = createApiClient({
    ...options,
    getToken: () => state.token,
    onSessionInvalid: () => {
      set(null);
      options.onSessionInvalid?.();
    },
  });

  return {
    state,
    client,
    async login(body: RequestOf<typeof account.login>) {
      const info = await client.call(account.login, body, { needError: true });
      set(info);
      return info;
    },
    /** §7: at start, when a token exists, get_user_detail with reset. */
    async refresh() {
      if (!state.token) return null;
      const info = await client.call(account.getUserDetail, { reset: 1 });
      set(info);
      return info;
    },
    async logout() {
      try {
        await client.call(account.logout, {}, { silent: true });
      } finally {
        set(null);
      }
    },
    set,
  };
}

export type Session = ReturnType<typeof createSession>;

/**
 * The sign-in form's three actions over a session (the kit's LoginForm shows a rejection's message, which
 * is the server's Chinese msg).
 */
export function loginActions(session: Session) {
  return {
    onPasswordLogin: (phone: string, password: string) => session.login({ phone, password }),
    onCodeLogin: (phone: string, code: string) => session.login({ phone, code }),
    onSendCode: (phone: string) =>
      session.client
        .call(account.sendVerificationCode, { phone }, { needError: true })
        .then((answer) => answer.resend_after),
  };
}
