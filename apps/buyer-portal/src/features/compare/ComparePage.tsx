import type { ToyItem } from '@wanju/api-client';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { openBatchAdd } from '../cart/cartStore';
import { openAddToChoose } from '../chooses/addToChooseStore';
import { ExportAction, exportPreview } from '../export/ExportAction';
import { openInquiry } from '../inquiry/inquiryStore';
import { openAddToQuotation } from '../quotations/addToQuotation';
import { CompareView } from './CompareView';
import { compareView, loadCompare, removeFromCompare, requestSupplement } from './compareStore';

const ignore = () => undefined;

/** Container of /contrast. */
export function ComparePage() {
  const snap = useSnapshot(compareView);
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
      onInquiry={(ids) =>
        openInquiry(
          snap.items
            .filter((t) => ids.includes(t.id))
            .map((t) => ({
              toy_id: t.id,
              name: t.name,
              article_number: t.article_number,
              thumb: t.thumb || t.picture,
              factory_name: t.factory_name,
            })),
        )
      }
      onSupplement={(ids) => void requestSupplement(ids).catch(ignore)}
      onCreateChooses={(ids) => void openAddToChoose(ids)}
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
