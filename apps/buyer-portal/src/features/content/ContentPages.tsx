import { api, type ContentItem, type Endpoint, type Page, type ToyItem } from '@wanju/api-client';
import { PAGE_SIZE, routePath } from '@wanju/app-shell';
import { routeTitle } from '@wanju/domain';
import { ProductGrid } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { client } from '../../app/session';
import { GRID_HEIGHT, numericId, toProductCards } from '../catalogue/cards';
import type { LoadState } from '../catalogue/ListState';
import { ListState } from '../catalogue/ListState';
import { useListQuery, useOpeners } from '../catalogue/useToyList';
import * as pageStyles from '../factory/Factory.css';
import { ListPager } from '../shell/ListPager';
import { ContentDetailDialog } from './ContentDetailDialog';
import { ContentListView } from './ContentListView';
import { CONTENT_TEXT } from './messages';

type ContentEndpoint = Endpoint & { __response?: Page<ContentItem> };

/** Content routes and the server list each one shows. */
const CONTENT_ROUTES: Record<string, ContentEndpoint> = {
  '/xiaoniaolive': api.live.getList,
  '/video_zone': api.content.getVideoList,
  '/trend': api.content.getTrendList,
  '/logistics': api.content.getLogisticsList,
  '/purchaseList': api.content.getPurchaseList,
  '/file': api.file.getList,
};

function usePaged<T>(load: (page: number) => Promise<Page<T>>, key: string) {
  const { page, update } = useListQuery();
  const [state, setState] = useState<LoadState>('loading');
  const [data, setData] = useState<Page<T>>({ list: [], total: 0 });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt decide when to reload
  useEffect(() => {
    let live = true;
    setState('loading');
    load(page)
      .then((r) => {
        if (!live) return;
        setData(r);
        setState('ready');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [key, page, attempt]);
  return {
    state,
    data,
    page,
    onPageChange: (p: number) => update({ page: p }),
    onRetry: () => setAttempt((n) => n + 1),
  };
}

/** Where an item of a content route opens: the live player, a purchase order's detail. */
const OPENERS: Record<string, (item: ContentItem) => string> = {
  '/xiaoniaolive': (item) =>
    routePath('/xiaoniaolive/:type/:id', { type: item.status === 'live' ? 'live' : 'replay', id: item.id }),
  '/purchaseList': (item) => `/purchaseDetails?id=${item.id}`,
};

/** Container: a content list route. */
export function ContentPage({ path }: { path: string }) {
  const navigate = useNavigate();
  const opener = OPENERS[path];
  // Items without a page of their own (videos, posts, logistics providers, files) open in a dialog.
  const [shown, setShown] = useState<ContentItem | null>(null);
  const endpoint = CONTENT_ROUTES[path] ?? api.content.getVideoList;
  const { state, data, page, onPageChange, onRetry } = usePaged(
    (p) => client.call(endpoint, { page: p, page_size: PAGE_SIZE }) as Promise<Page<ContentItem>>,
    path,
  );
  const open = (item: ContentItem) => {
    if (opener) {
      navigate(opener(item));
      return;
    }
    setShown(item);
    if (path === '/file') void client.call(api.file.hits, { id: item.id }, { silent: true }).catch(() => undefined);
  };
  return (
    <>
      <ContentListView
        title={routeTitle(path)}
        state={state}
        items={data.list}
        total={data.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={onPageChange}
        onRetry={onRetry}
        onOpen={open}
      />
      <ContentDetailDialog
        item={shown}
        onClose={() => setShown(null)}
        onOpenFactory={(id) => navigate(routePath('/factory_detail/:id', { id }))}
      />
    </>
  );
}

/** Container: /parcourir, the products this user browsed (toy_browse_log_all). */
export function HistoryPage() {
  const { onOpenProduct } = useOpeners();
  const { state, data, page, onPageChange, onRetry } = usePaged<ToyItem & { browse_time: string }>(
    (p) => client.call(api.log.toyBrowseLogAll, { page: p, page_size: PAGE_SIZE }),
    'history',
  );
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{CONTENT_TEXT.history}</h1>
      <ListState state={state} isEmpty={data.list.length === 0} onRetry={onRetry}>
        <ProductGrid
          products={toProductCards(data.list)}
          label={CONTENT_TEXT.history}
          height={GRID_HEIGHT.list}
          onOpen={(id) => onOpenProduct(numericId(id))}
        />
        <ListPager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={onPageChange} />
      </ListState>
    </div>
  );
}
