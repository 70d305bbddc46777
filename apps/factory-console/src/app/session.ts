import { createSession, type SessionState } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { proxy } from 'valtio';

export const sessionState = proxy<SessionState>({ token: null, user: null });

export const session = createSession({
  baseUrl: new URL('/', window.location.href).href,
  storage: window.localStorage,
  state: sessionState,
  onError: (msg) => toast.error(msg),
});
