import { ApiError, api, CODE, type SharedChoose } from '@wanju/api-client';
import { useLiveChanges } from '@wanju/app-shell';
import { splitLineKeys } from '@wanju/domain';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { type ShareApplyForm, SharedChooseView } from './SharedChooseView';

const PAGE_SIZE = 100;

const view = proxy<{
  state: LoadState | 'invalid';
  data: SharedChoose | null;
  page: number;
  picked: string[];
  sent: boolean;
  busy: boolean;
}>({ state: 'loading', data: null, page: 1, picked: [], sent: false, busy: false });

/** Container of /chooseShare?token=… (public: no session needed). */
export function SharedChoosePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const snap = useSnapshot(view);
  const load = useCallback(
    async (page: number) => {
      view.state = 'loading';
      try {
        const data = await client.call(
          api.chooses.getSampleChooses,
          { token, page, page_size: PAGE_SIZE },
          { silent: true },
        );
        Object.assign(view, { data, page, state: 'ready' });
      } catch (error) {
        // A bad token (format or business refusal) means the link is not valid; anything else may be retried.
        const refused = error instanceof ApiError && (error.code === CODE.business || error.code === CODE.badRequest);
        view.state = refused ? 'invalid' : 'error';
      }
    },
    [token],
  );
  useEffect(() => {
    Object.assign(view, { picked: [], sent: false });
    void load(1);
  }, [load]);
  // The list behind the link follows its record live (the page stays where it is; picks are kept).
  useLiveChanges(
    ['choose'],
    () =>
      void client
        .call(api.chooses.getSampleChooses, { token, page: view.page, page_size: PAGE_SIZE }, { silent: true })
        .then((data) => {
          if (view.state === 'ready') view.data = data;
        })
        .catch(() => undefined),
    token ? { kind: 'choose', token } : null,
  );
  const submit = async (form: ShareApplyForm) => {
    view.busy = true;
    try {
      const { ids, library_ids } = splitLineKeys(view.picked);
      await client.call(api.chooses.apply, {
        token,
        ids,
        ...(library_ids.length ? { library_ids } : {}),
        ...form,
      });
      Object.assign(view, { sent: true, picked: [] });
    } catch {
      // the client already showed the refusal
    } finally {
      view.busy = false;
    }
  };
  return (
    <SharedChooseView
      state={snap.state}
      data={snap.data as SharedChoose | null}
      page={snap.page}
      pageSize={PAGE_SIZE}
      picked={snap.picked}
      sent={snap.sent}
      busy={snap.busy}
      onToggle={(id, on) => {
        view.picked = on ? [...new Set([...view.picked, id])] : view.picked.filter((x) => x !== id);
      }}
      onPickPage={(ids) => {
        view.picked = [...new Set([...view.picked, ...ids])];
      }}
      onClear={() => {
        view.picked = [];
      }}
      onPage={(page) => void load(page)}
      onSubmit={(form) => void submit(form)}
      onPickAgain={() => {
        view.sent = false;
      }}
      onRetry={() => void load(view.page)}
    />
  );
}
