import { api, type ChooseApply, type ChooseDetail, type ChooseProduct } from '@wanju/api-client';
import { useLiveChanges } from '@wanju/app-shell';
import { lineKey, type PriceFormula, type QuoteBreakdown, splitLineKeys } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { ExportAction, exportPreview } from '../export/ExportAction';
import { openAddToQuotation } from '../quotations/addToQuotation';
import { ChooseDetailView } from './ChooseDetailView';
import { PRICING_TEXT as P, shareUrl, CHOOSES_TEXT as T } from './messages';
import type { ExchangeRate } from './PriceFormulaPanel';

const view = proxy<{
  state: LoadState;
  detail: ChooseDetail | null;
  products: ChooseProduct[];
  applies: ChooseApply[];
  rates: ExchangeRate[];
  working: Record<string, QuoteBreakdown>;
  busy: boolean;
  pricingBusy: boolean;
}>({
  state: 'loading',
  detail: null,
  products: [],
  applies: [],
  rates: [],
  working: {},
  busy: false,
  pricingBusy: false,
});

/** The products' quoted prices and their working, after a formula or a number changed. */
async function loadPrices(id: number) {
  const [products, working] = await Promise.all([
    client.call(api.chooses.getProducts, { id, page: 1, page_size: 100 }),
    client.call(api.chooses.getPriceFormulaItem, { id }),
  ]);
  view.products = products.list;
  view.working = Object.fromEntries(working.list.map((w) => [lineKey(w), w.breakdown]));
}

const ignore = () => undefined;

/** Container of /chooseDetails/:id. */
export function ChooseDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const snap = useSnapshot(view);
  const load = useCallback(async () => {
    view.state = 'loading';
    try {
      const [detail, applies, rates] = await Promise.all([
        client.call(api.chooses.choosesDetail, { id }),
        client.call(api.chooses.getChoosesDetail, { id }),
        client.call(api.chooses.getExchangeRate, {}),
        loadPrices(id),
      ]);
      Object.assign(view, { detail, applies: applies.list, rates: rates.list, state: 'ready' });
    } catch {
      view.state = 'error';
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  // A customer's pick on the share page shows at once: the detail (its count) and the answers, in place.
  useLiveChanges(['choose'], (change) => {
    if (Number(change.id) !== id) return;
    Promise.all([client.call(api.chooses.choosesDetail, { id }), client.call(api.chooses.getChoosesDetail, { id })])
      .then(([detail, applies]) => Object.assign(view, { detail, applies: applies.list }))
      .catch(ignore);
  });
  const detail = snap.detail as ChooseDetail | null;
  const pricing = async (action: () => Promise<unknown>, done: string) => {
    view.pricingBusy = true;
    try {
      await action();
      await loadPrices(id);
      toast.success(done);
    } catch {
      // the client already showed the refusal
    } finally {
      view.pricingBusy = false;
    }
  };
  const saveFormula = (formula: PriceFormula) =>
    pricing(async () => {
      const saved = await client.call(api.chooses.savePriceFormula, { id, formula });
      if (view.detail) view.detail.price_formula = saved.price_formula;
    }, P.saved);
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
      rates={snap.rates}
      working={snap.working as Record<string, QuoteBreakdown>}
      busy={snap.busy}
      pricingBusy={snap.pricingBusy}
      onSaveFormula={(formula) => void saveFormula(formula)}
      onSaveNumbers={(list) =>
        void pricing(() => client.call(api.chooses.setCustomNumber, { id, list }), P.numbersSaved)
      }
      onShare={() => void share(false).catch(ignore)}
      onRevoke={() => void share(true).catch(ignore)}
      onCopy={(link) => void navigator.clipboard.writeText(link).then(() => toast.success(T.copied), ignore)}
      onSaveWords={(words) =>
        void client.call(api.chooses.changeWords, { id, words }).then((d) => {
          view.detail = d;
          toast.success(T.wordsSaved);
        }, ignore)
      }
      onRemoveProduct={(key) =>
        void client.call(api.chooses.delProducts, { id, ...splitLineKeys([key]) }).then(() => load(), ignore)
      }
      onMoveProduct={(key, position) => {
        const { ids, library_ids } = splitLineKeys([key]);
        const line = library_ids[0] ? { company_product_id: library_ids[0] } : { toy_id: ids[0] ?? 0 };
        void client.call(api.chooses.sortProducts, { id, ...line, position }).then(() => load(), ignore);
      }}
      onBack={() => navigate('/chooses')}
      onRetry={() => void load()}
      onCreateQuotation={() =>
        detail && openAddToQuotation({ source: 'chooses', source_id: id, count: detail.toy_count })
      }
      exportAction={
        <ExportAction
          source="chooses"
          sourceId={id}
          count={detail?.toy_count ?? 0}
          preview={exportPreview(snap.products[0] as ChooseProduct | undefined)}
          currency={detail?.price_formula.currency_type}
        />
      }
    />
  );
}
