import type { ToyItem } from '@wanju/api-client';
import { routePath } from '@wanju/app-shell';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { openBatchAdd } from '../cart/cartStore';
import { ExportAction, exportPreview } from '../export/ExportAction';
import { openAddToQuotation } from '../quotations/addToQuotation';
import { CompareView } from './CompareView';
import {
  compareView,
  createChooses,
  loadCompare,
  removeFromCompare,
  requestSupplement,
  sendInquiry,
} from './compareStore';

const ignore = () => undefined;

/** Container of /contrast. */
export function ComparePage() {
  const snap = useSnapshot(compareView);
  const navigate = useNavigate();
  useEffect(() => {
    void loadCompare();
  }, []);
  return (
    <CompareView
      state={snap.state}
      items={snap.items as ToyItem[]}
      onlyDifferences={snap.onlyDifferences}
      onOnlyDifferencesChange={(on) => {
        compareView.onlyDifferences = on;
      }}
      inquiring={snap.inquiring}
      onRemove={(id) => void removeFromCompare(id).catch(ignore)}
      onAddToCart={openBatchAdd}
      onInquiry={(ids) => void sendInquiry(ids).catch(ignore)}
      onSupplement={(ids) => void requestSupplement(ids).catch(ignore)}
      onCreateChooses={(ids) =>
        void createChooses(ids).then((id) => navigate(routePath('/chooseDetails/:id', { id })), ignore)
      }
      onCreateQuotation={(ids) => openAddToQuotation({ source: 'compare', ids, count: ids.length })}
      onRetry={() => void loadCompare()}
      exportAction={
        <ExportAction
          source="compare"
          sourceId={null}
          count={snap.items.length}
          preview={exportPreview(snap.items[0] as ToyItem | undefined)}
        />
      }
    />
  );
}
