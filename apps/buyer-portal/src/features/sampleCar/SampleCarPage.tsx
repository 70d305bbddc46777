import {
  api,
  type CartColleague,
  type CartInfo,
  type SampleCarPage as CartPage,
  type CustomerItem,
} from '@wanju/api-client';
import { useLiveChanges } from '@wanju/app-shell';
import { LIBRARY_LINE_MSG, lineKey, MSG, splitLineKeys } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { aiRecordHref } from '../ai-pictures/record';
import { cartState } from '../cart/cartStore';
import type { LoadState } from '../catalogue/ListState';
import { openAddToChoose } from '../chooses/addToChooseStore';
import { ExportAction, exportPreview } from '../export/ExportAction';
import { openInquiry } from '../inquiry/inquiryStore';
import { openAddToQuotation } from '../quotations/addToQuotation';
import { TradeSyncAction } from '../trade-sync/TradeSyncAction';
import { SAMPLE_CAR_TEXT } from './messages';
import { SampleCarView } from './SampleCarView';

const EMPTY_TOTALS = { products: 0, cartons: 0, pieces: 0, cbm: 0, gross_weight: 0, net_weight: 0, amount: 0 };
/** Lines per request: a long cart loads page by page as the virtualised list scrolls. */
export const CART_PAGE_SIZE = 200;

/** Container of /sample_car: loads the carts and the chosen cart's lines, sends every edit to the server. */
export function SampleCarPage() {
  const [state, setState] = useState<LoadState>('loading');
  const [carts, setCarts] = useState<CartInfo[]>([]);
  const [cartId, setCartId] = useState<number | null>(null);
  const navigate = useNavigate();
  const [page, setPage] = useState<CartPage | null>(null);
  const loadingMore = useRef(false);
  const [customers, setCustomers] = useState<CustomerItem[]>([]);
  const [colleagues, setColleagues] = useState<CartColleague[]>([]);
  useEffect(() => {
    client.call(api.cart.getCartColleagues, {}, { silent: true }).then(
      (answer) => setColleagues(answer.list),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    client.call(api.customer.list, { page: 1, page_size: 100 }, { silent: true }).then(
      (page) => setCustomers(page.list),
      () => undefined,
    );
  }, []);

  const load = useCallback(async (id: number | null) => {
    setState('loading');
    try {
      // One round trip: without an id the server answers the user's default cart (else the first visible).
      const [{ list }, first] = await Promise.all([
        client.call(api.cart.getCustomerPick, {}),
        client
          .call(
            api.cart.getSampleCar,
            { ...(id ? { customer_pick_id: id } : {}), page: 1, page_size: CART_PAGE_SIZE },
            { silent: true },
          )
          .catch(() => null),
      ]);
      setCarts(list);
      cartState.carts = list; // the header's hover list shows the same counts after every edit
      if (list.length && !first) throw new Error('cart page not loaded');
      setCartId(first?.cart.id ?? null);
      setPage(first);
      setState('ready');
    } catch {
      setState('error');
    }
  }, []);

  /** The carts and the shown cart's first page again, in place: the screen keeps its data meanwhile. */
  const refresh = useCallback(async (id: number | null) => {
    const [carts, first] = await Promise.all([
      client.call(api.cart.getCustomerPick, {}, { silent: true }).catch(() => null),
      id
        ? client
            .call(api.cart.getSampleCar, { customer_pick_id: id, page: 1, page_size: CART_PAGE_SIZE }, { silent: true })
            .catch(() => null)
        : null,
    ]);
    if (carts) {
      setCarts(carts.list);
      cartState.carts = carts.list;
    }
    if (first) setPage((p) => (p === null || p.cart.id === first.cart.id ? first : p));
  }, []);
  // Lines the owner adds or removes elsewhere (another tab, or the colleague whose cart this is) show at once.
  useLiveChanges(['cart'], (change) => {
    if (cartId === null || change.id === cartId) void refresh(cartId);
  });

  // The header's hover list opens a cart by its id (?customer_pick_id=).
  const asked = Number(useSearchParams()[0].get('customer_pick_id')) || null;
  useEffect(() => {
    void load(asked);
  }, [load, asked]);

  const reload = () => load(cartId);
  const loaded = page?.list.length ?? 0;
  const loadMore = useCallback(async () => {
    if (!page || loadingMore.current || loaded >= page.total) return;
    loadingMore.current = true;
    try {
      const next = await client.call(api.cart.getSampleCar, {
        customer_pick_id: page.cart.id,
        page: Math.floor(loaded / CART_PAGE_SIZE) + 1,
        page_size: CART_PAGE_SIZE,
      });
      setPage((p) => (p && p.cart.id === next.cart.id ? { ...next, list: [...p.list, ...next.list] } : p));
    } catch {
      // the client showed the message; scrolling again retries
    } finally {
      loadingMore.current = false;
    }
  }, [page, loaded]);
  /** Every product of the cart, loaded or not, for supplements (platform and library apart). */
  const allIds = async () =>
    cartId
      ? await client.call(api.cart.getSelectSampleList, { customer_pick_id: cartId })
      : { ids: [], library_ids: [] };

  return (
    <SampleCarView
      onAiTools={(line) =>
        navigate(
          aiRecordHref('/cutout', {
            module: 'cart_item',
            id: line.item_id,
            picture: line.thumb,
            label: `${line.article_number} ${line.name}`,
          }),
        )
      }
      state={state}
      carts={carts}
      cartId={cartId}
      lines={page?.list ?? []}
      totals={page?.totals ?? EMPTY_TOTALS}
      factories={page?.factories}
      hasMore={!!page && loaded < page.total}
      onLoadMore={() => void loadMore()}
      onCartChange={(id) => void load(id)}
      customers={customers}
      onCustomerChange={async (customerId) => {
        const cart = carts.find((c) => c.id === cartId);
        if (!cart || customerId === (cart.customer_id || 0)) return;
        await client.call(api.cart.editCustomerPick, { id: cart.id, name: cart.name, customer_id: customerId });
        toast.success(SAMPLE_CAR_TEXT.customerSaved);
        await reload();
      }}
      onRetry={() => void reload()}
      exportAction={
        <>
          <ExportAction
            source="sample_cart"
            sourceId={cartId}
            count={page?.total ?? 0}
            preview={exportPreview(page?.list[0])}
          />
          <TradeSyncAction source="sample_cart" sourceId={cartId} count={page?.total ?? 0} />
        </>
      }
      onUpdate={async (key, change) => {
        if (!cartId) return;
        const { ids, library_ids } = splitLineKeys([key]);
        await client.call(api.cart.updateSampleCar, {
          customer_pick_id: cartId,
          ...(library_ids[0] ? { company_product_id: library_ids[0] } : { toy_id: ids[0] ?? 0 }),
          ...change,
        });
        await reload();
      }}
      onRemove={async (key) => {
        if (!cartId) return;
        await client.call(api.cart.delSampleCar, { customer_pick_id: cartId, ...splitLineKeys([key]) });
        toast.success(MSG.removeCartSuccess);
        await reload();
      }}
      onMove={async (key, toCartId) => {
        if (!cartId) return;
        await client.call(api.cart.transferCustomerPick, { id: cartId, to_id: toCartId, ...splitLineKeys([key]) });
        await reload();
      }}
      onCreateQuotation={async () => {
        if (!cartId) return;
        try {
          const made = await client.call(api.quotation.addQuotation, { source: 'cart', source_id: cartId });
          navigate(`/edit_quotation/${made.id}`);
        } catch {
          // shown by the client
        }
      }}
      onAddToQuotation={() =>
        cartId && openAddToQuotation({ source: 'cart', source_id: cartId, count: page?.total ?? 0 })
      }
      onInquiry={(keys) => {
        const chosen = (page?.list ?? []).filter((l) => keys.includes(lineKey(l)));
        // A library product made by hand has no factory to ask: say which, send nothing (as the server would).
        const handMade = chosen.filter((l) => l.company_product_id && !l.toy_id).map((l) => l.article_number);
        if (handMade.length) {
          toast.error(LIBRARY_LINE_MSG.noFactory(handMade.slice(0, 20)));
          return;
        }
        // The form starts from the cart's quantities; a library product is asked of its platform product's factory.
        openInquiry(
          chosen.map((l) => ({
            toy_id: l.toy_id,
            name: l.name,
            article_number: l.article_number,
            thumb: l.thumb,
            factory_name: l.factory_name,
            quantity: l.quantity,
          })),
        );
      }}
      onAddToChoose={(keys) => {
        const { ids, library_ids } = splitLineKeys(keys);
        void openAddToChoose(ids, library_ids);
      }}
      colleagues={colleagues}
      onHandOver={async (userId) => {
        if (!cartId) return;
        const handed = await client.call(api.cart.handOverCustomerPick, { id: cartId, user_id: userId });
        toast.success(
          SAMPLE_CAR_TEXT.handedOver(colleagues.find((c) => c.user_id === userId)?.name ?? handed.user_name),
        );
        await load(null);
      }}
      onSupplement={async () => {
        const { ids, library_ids } = await allIds();
        // Supplements go to platform factories; the company's own library products are left out, said so.
        if (library_ids.length) toast.info(LIBRARY_LINE_MSG.supplementSkipped(library_ids.length));
        if (!ids.length) return;
        const { list } = await client.call(api.supplement.batchSupplement, { ids });
        toast.success(SAMPLE_CAR_TEXT.supplementSent(list.length));
      }}
      onClear={async () => {
        if (!cartId) return;
        await client.call(api.cart.delAllSampleCar, { customer_pick_id: cartId });
        toast.success(MSG.clearSuccess);
        await reload();
      }}
    />
  );
}
