import { createSession, type SessionState } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { proxy } from 'valtio';

/** Token and user info (spec §3 'Stored locally'), and the API client that sends the token. */
export const sessionState = proxy<SessionState>({ token: null, user: null });

/** The free user's daily-limit message (§6, §8); the shell shows the kit's FreeLimitPrompt while it is set. */
export const freeLimitState = proxy<{ message: string | null }>({ message: null });

/** Set by the router so a -99 answer can send the user home (§8). */
export const navigation = { goHome: () => window.location.assign('/') };

export const session = createSession({
  baseUrl: new URL('/', window.location.href).href,
  storage: window.localStorage,
  state: sessionState,
  onSessionInvalid: () => navigation.goHome(),
  onFreeLimit: (msg) => {
    freeLimitState.message = msg;
  },
  onError: (msg) => toast.error(msg),
});

export const client = session.client;
