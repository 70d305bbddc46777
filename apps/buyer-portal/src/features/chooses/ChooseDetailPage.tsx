import { api, type ChooseApply, type ChooseDetail, type ChooseProduct } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { ChooseDetailView } from './ChooseDetailView';
import { shareUrl, CHOOSES_TEXT as T } from './messages';

const view = proxy<{
  state: LoadState;
  detail: ChooseDetail | null;
  products: ChooseProduct[];
  applies: ChooseApply[];
  busy: boolean;
}>({ state: 'loading', detail: null, products: [], applies: [], busy: false });

const ignore = () => undefined;

/** Container of /chooseDetails/:id. */
export function ChooseDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const snap = useSnapshot(view);
  const load = useCallback(async () => {
    view.state = 'loading';
    try {
      const [detail, products, applies] = await Promise.all([
        client.call(api.chooses.choosesDetail, { id }),
        client.call(api.chooses.getProducts, { id, page: 1, page_size: 100 }),
        client.call(api.chooses.getChoosesDetail, { id }),
      ]);
      Object.assign(view, { detail, products: products.list, applies: applies.list, state: 'ready' });
    } catch {
      view.state = 'error';
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  const detail = snap.detail as ChooseDetail | null;
  const share = async (revoke: boolean) => {
    view.busy = true;
    try {
      const result = await client.call(api.chooses.share, { id, ...(revoke ? { revoke: true } : {}) });
      if (view.detail) view.detail.share = result;
      toast.success(revoke ? T.revoked : T.shared);
    } finally {
      view.busy = false;
    }
  };
  return (
    <ChooseDetailView
      state={snap.state}
      detail={detail}
      shareLink={detail?.share.state === 'active' && detail.share.token ? shareUrl(detail.share.token) : null}
      products={snap.products as ChooseProduct[]}
      applies={snap.applies as ChooseApply[]}
      busy={snap.busy}
      onShare={() => void share(false).catch(ignore)}
      onRevoke={() => void share(true).catch(ignore)}
      onCopy={(link) => void navigator.clipboard.writeText(link).then(() => toast.success(T.copied), ignore)}
      onSaveWords={(words) =>
        void client.call(api.chooses.changeWords, { id, words }).then((d) => {
          view.detail = d;
          toast.success(T.wordsSaved);
        }, ignore)
      }
      onRemoveProduct={(toyId) =>
        void client.call(api.chooses.delProducts, { id, ids: [toyId] }).then(() => load(), ignore)
      }
      onBack={() => navigate('/chooses')}
      onRetry={() => void load()}
    />
  );
}
