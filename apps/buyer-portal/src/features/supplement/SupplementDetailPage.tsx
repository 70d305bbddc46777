import { api, type FactoryRequest } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { INQUIRY_TEXT } from '../inquiry/messages';
import { SUPPLEMENT_TEXT as T } from './messages';
import { SupplementDetailView } from './SupplementDetailView';

const detailState = proxy<{ state: LoadState; detail: FactoryRequest | null }>({ state: 'loading', detail: null });

/** Container of /supplement/:id. */
export function SupplementDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const snap = useSnapshot(detailState);
  const load = useCallback(async () => {
    detailState.state = 'loading';
    try {
      detailState.detail = await client.call(api.supplement.getSupplementDetail, { id });
      detailState.state = 'ready';
    } catch {
      detailState.detail = null;
      detailState.state = 'error';
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  const ignore = () => undefined;
  return (
    <SupplementDetailView
      state={snap.state}
      detail={snap.detail as FactoryRequest | null}
      onBack={() => navigate('/supplement')}
      onRetry={() => void load()}
      onComplete={(sid) =>
        void client.call(api.supplement.completeSupplement, { id: sid }).then((d) => {
          detailState.detail = d;
          toast.success(T.completed);
        }, ignore)
      }
      onChase={(sid) =>
        void client.call(api.inquiry.chasingInquirySupplement, { id: sid, type: 'supplement' }).then(() => {
          toast.success(INQUIRY_TEXT.chaseSent);
          return load();
        }, ignore)
      }
      onDelete={(sid) =>
        void client.call(api.supplement.deleteSupplement, { ids: [sid] }).then(() => {
          toast.success(INQUIRY_TEXT.removed);
          navigate('/supplement');
        }, ignore)
      }
    />
  );
}
