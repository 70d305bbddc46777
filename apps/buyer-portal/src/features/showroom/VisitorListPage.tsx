import { ApiError, api, CODE, loginActions, type VisitorList } from '@wanju/api-client';
import { routePath } from '@wanju/app-shell';
import { LoginForm, toast } from '@wanju/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client, session, sessionState } from '../../app/session';
import { openBatchAdd } from '../cart/cartStore';
import { SHOWROOM_TEXT as T } from './messages';
import { VisitorListView } from './VisitorListView';

// A page of its own (not with the other showroom pages): a kiosk visitor opens it on a phone, signed out.
const actions = loginActions(session);

/** Container of /kioskList?token=… (public): a kiosk visitor's list, which a signed-in salesperson takes on. */
export function VisitorListPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const { token: sessionToken, user } = useSnapshot(sessionState);
  const signedIn = Boolean(sessionToken && user);
  const [state, setState] = useState<'loading' | 'ready' | 'error' | 'invalid'>('loading');
  const [list, setList] = useState<VisitorList | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same request
  useEffect(() => {
    let live = true;
    setState('loading');
    client
      .call(api.showroom.getVisitorList, { token }, { silent: true })
      .then((data) => {
        if (!live) return;
        setList(data);
        setState('ready');
      })
      .catch((error) => {
        if (!live) return;
        const refused = error instanceof ApiError && (error.code === CODE.business || error.code === CODE.badRequest);
        setState(refused ? 'invalid' : 'error');
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);
  const ids = useMemo(() => list?.products.map((p) => p.id) ?? [], [list]);
  const toQuotation = async () => {
    setBusy(true);
    try {
      const q = await client.call(api.quotation.addQuotation, { source: 'showroom', ids });
      toast.success(T.addedToQuotation);
      navigate(routePath('/edit_quotation/:id', { id: q.id }));
    } catch {
      // the client showed the refusal
    } finally {
      setBusy(false);
    }
  };
  const signInDone = () => setSigningIn(false);
  return (
    <VisitorListView
      state={state}
      list={list}
      signedIn={signedIn}
      busy={busy}
      onCart={() => openBatchAdd(ids)}
      onQuotation={() => void toQuotation()}
      onSignIn={() => setSigningIn(true)}
      onRetry={() => setAttempt((n) => n + 1)}
      signInForm={
        signingIn && !signedIn ? (
          <LoginForm
            onPasswordLogin={(phone, password) => actions.onPasswordLogin(phone, password).then(signInDone)}
            onCodeLogin={(phone, code) => actions.onCodeLogin(phone, code).then(signInDone)}
            onSendCode={actions.onSendCode}
          />
        ) : undefined
      }
    />
  );
}
