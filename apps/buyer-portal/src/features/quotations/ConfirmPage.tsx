import { ApiError, api, type ConfirmInfo, type ConfirmItem } from '@wanju/api-client';
import { useLiveChanges } from '@wanju/app-shell';
import { pageTitle } from '@wanju/domain';
import { ToastRegion, toast } from '@wanju/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { ConfirmView } from './ConfirmView';
import type { ConfirmLang } from './messages';

/** Container of /confirm?token=… (public, outside the platform layout: no header, no search, no tabs). */
export function ConfirmPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [lang, setLang] = useState<ConfirmLang>(navigator.language?.startsWith('zh') === false ? 'en' : 'zh');
  const [state, setState] = useState<'loading' | 'error' | 'invalid' | 'ready'>('loading');
  const [message, setMessage] = useState<string>();
  const [info, setInfo] = useState<ConfirmInfo | null>(null);
  const [items, setItems] = useState<ConfirmItem[]>([]);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    setState('loading');
    try {
      const [i, list] = await Promise.all([
        client.call(api.quotation.getConfirmInfo, { token }, { silent: true }),
        client.call(api.quotation.getConfirmToyList, { token, page: 1, page_size: 500 }, { silent: true }),
      ]);
      setInfo(i);
      setItems(list.list);
      setState('ready');
    } catch (error) {
      const refused = error instanceof ApiError && error.code !== 500;
      setMessage(error instanceof ApiError ? error.msg : undefined);
      setState(refused ? 'invalid' : 'error');
    }
  }, [token]);
  useEffect(() => {
    document.title = pageTitle('/confirm');
    void load();
  }, [load]);
  // The quotation's state (its status, the answer given from another device) follows the link's record live.
  useLiveChanges(
    ['quotation'],
    () =>
      void client
        .call(api.quotation.getConfirmInfo, { token }, { silent: true })
        .then(setInfo)
        .catch(() => undefined),
    token ? { kind: 'quotation', token } : null,
  );
  const patch = (itemId: number, change: Partial<ConfirmItem>, body: Record<string, unknown>) => {
    setItems((list) => list.map((it) => (it.id === itemId ? { ...it, ...change } : it)));
    void client.call(api.quotation.editConfirmInfo, { token, item_id: itemId, ...body }).catch(() => undefined);
  };
  return (
    <>
      <ConfirmView
        state={state}
        message={message}
        lang={lang}
        info={info}
        items={items}
        busy={busy}
        onLang={setLang}
        onDecision={(id, decision) => patch(id, { decision }, { decision })}
        onQuantity={(id, quantity) => patch(id, { confirm_qty: quantity }, { quantity })}
        onRemark={(id, remark) => patch(id, { confirm_remark: remark }, { remark })}
        onAll={(decision) => {
          setItems((list) => list.map((it) => ({ ...it, decision })));
          void client
            .call(api.quotation.batchConfirm, { token, item_ids: items.map((it) => it.id), decision })
            .catch(() => undefined);
        }}
        onSubmit={async (form) => {
          setBusy(true);
          try {
            const result = await client.call(api.quotation.submitConfirm, { token, ...form });
            toast.success(result.message);
            await load();
          } catch {
            // shown by the client
          } finally {
            setBusy(false);
          }
        }}
        onRetry={() => void load()}
      />
      <ToastRegion />
    </>
  );
}
