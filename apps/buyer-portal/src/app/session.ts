import { createSession, type SessionState } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { proxy } from 'valtio';

/** Token and user info (spec §3 'Stored locally'), and the API client that sends the token. */
export const sessionState = proxy<SessionState>({ token: null, user: null });

/** Set by the router so a -99 answer can send the user home (§8). */
export const navigation = { goHome: () => window.location.assign('/') };

export const session = createSession({
  baseUrl: new URL('/', window.location.href).href,
  storage: window.localStorage,
  state: sessionState,
  onSessionInvalid: () => navigation.goHome(),
  onError: (msg) => toast.error(msg),
});

export const client = session.client;
