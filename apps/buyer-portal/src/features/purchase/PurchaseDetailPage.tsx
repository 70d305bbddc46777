import { api, type ContentItem } from '@wanju/api-client';
import { routePath, useRemote } from '@wanju/app-shell';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { PurchaseDetailView } from './PurchaseDetailView';

/** Container: /purchaseDetails?id=<id> (get_purchase_detail). */
export function PurchaseDetailPage() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const { state, data, retry } = useRemote<ContentItem | null>(
    () =>
      Number.isInteger(id) && id > 0
        ? client.call(api.content.getPurchaseDetail, { id })
        : Promise.reject(new Error('id')),
    [id],
    null,
  );
  return (
    <PurchaseDetailView
      state={state}
      detail={data}
      onOpenFactory={(factoryId) => navigate(routePath('/factory_detail/:id', { id: factoryId }))}
      onBack={() => navigate('/purchaseList')}
      onRetry={retry}
    />
  );
}
