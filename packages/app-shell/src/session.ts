import {
  createSession,
  type KeyValueStorage,
  type PublicConfig,
  type SessionState,
  systemEndpoints,
} from '@wanju/api-client';
import { accountTypeLabel, MSG, type UserInfo } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { proxy, subscribe } from 'valtio';
import { createLive, setAppLive } from './live';
import { clearUserLocal, userChanged } from './storage';
import { apiBaseUrl } from './urls';

export interface AppSessionOptions {
  /**
   * Where a -99 answer (session invalid) sends the user after the session is dropped (§8). Without it the
   * app stays where it is and its views show the signed-out state. A router replaces `navigation.goHome`.
   */
  home?: string;
  /** Defaults to localStorage (§3 'Stored locally'). */
  storage?: KeyValueStorage;
  /** Defaults to the site root of the current page. */
  baseUrl?: string;
}

/**
 * An app's session: token and user info kept in storage and restored at start, the API client that sends
 * the token, signs out on -99 and toasts the server's message on any other failure, the free user's
 * daily-limit message (§6, §8) for the shell to show, and the public config (§3) loaded once at start (§7).
 */
export function createAppSession(options: AppSessionOptions = {}) {
  /** Token and user info (spec §3 'Stored locally'); a valtio proxy so the views re-render. */
  const sessionState = proxy<SessionState>({ token: null, user: null });
  /** The free user's daily-limit message; the shell shows the kit's FreeLimitPrompt while it is set. */
  const freeLimitState = proxy<{ message: string | null }>({ message: null });
  /** §3 Public config response. */
  const publicConfig = proxy<{ value: PublicConfig | null; error: boolean }>({ value: null, error: false });
  const { home } = options;
  /** Set by the router so a -99 answer can send the user home without reloading the page. */
  const navigation = { goHome: home === undefined ? () => undefined : () => window.location.assign(home) };

  const session = createSession({
    baseUrl: options.baseUrl ?? apiBaseUrl(),
    storage: options.storage ?? window.localStorage,
    state: sessionState,
    onSessionInvalid: () => navigation.goHome(),
    onFreeLimit: (msg) => {
      freeLimitState.message = msg;
    },
    onError: (msg) => toast.error(msg),
  });
  const client = session.client;
  /** The app's live data: a socket on the signed-in user's and company's channels while a screen listens. */
  const live = createLive({
    identity: () =>
      sessionState.token && sessionState.user
        ? { token: sessionState.token, userId: sessionState.user.user_id, companyId: sessionState.user.company_id }
        : null,
  });
  setAppLive(live);
  // A shared computer: signing out (or a -99) removes what the apps kept for that user, and every store
  // starts again from what is kept for whoever is signed in next.
  let signedIn = sessionState.user?.user_id ?? 0;
  subscribe(sessionState, () => {
    const next = sessionState.user?.user_id ?? 0;
    if (next === signedIn) return;
    const previous = signedIn;
    signedIn = next;
    if (previous && !next) clearUserLocal(previous);
    live.close();
    userChanged();
  });

  async function loadPublicConfig(): Promise<void> {
    try {
      publicConfig.value = await client.call(systemEndpoints.getPublicConfig, {});
      publicConfig.error = false;
    } catch {
      publicConfig.error = true;
    }
  }

  /** §7: at start, if a token exists, get_user_detail with reset; then, when asked, get_public_config. */
  async function start({ publicConfig: withConfig = false }: { publicConfig?: boolean } = {}): Promise<void> {
    if (sessionState.token) await session.refresh().catch(() => undefined);
    if (withConfig) await loadPublicConfig();
  }

  /** Signs out (the server is told, the local session is dropped whatever it answers) and says so. */
  async function logout(): Promise<void> {
    live.close();
    await session.logout();
    toast.success(MSG.logoutSuccess);
  }

  return {
    session,
    client,
    sessionState,
    freeLimitState,
    publicConfig,
    navigation,
    live,
    loadPublicConfig,
    start,
    logout,
  };
}

export type AppSession = ReturnType<typeof createAppSession>;

/** The signed-in user as the kit's AppHeader shows it (nickname, account type, company), or null. */
export function headerUser(user: UserInfo | null | undefined) {
  return user
    ? { nickname: user.nickname, userTypeLabel: accountTypeLabel(user), companyName: user.company_name }
    : null;
}
