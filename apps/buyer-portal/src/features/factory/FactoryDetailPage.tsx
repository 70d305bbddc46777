import { type AttentionFactory, api, type FactoryDetail, type ToyItem } from '@wanju/api-client';
import { PAGE_SIZE, routePath, useRemote, withQuery } from '@wanju/app-shell';
import { routeTitle } from '@wanju/domain';
import { Button } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client, sessionState } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { useListQuery, useOpeners } from '../catalogue/useToyList';
import { askFactory } from '../chat/chatStore';
import { FollowButton } from '../follow/FollowButton';
import { FactoryDetailView } from './FactoryDetailView';
import { FactoryHubView } from './FactoryHubView';

const HUB_SHORTCUTS = ['/factory_list', '/taxpayer', '/License', '/toy_area'].map((path) => ({
  path,
  label: routeTitle(path),
}));

/** Container: /factory_detail without a factory: the factory search and the followed factories. */
function FactoryHubPage() {
  const navigate = useNavigate();
  const { state, data, retry } = useRemote(
    () => client.call(api.attention.getAttentionList, { type: 'factory', page: 1, page_size: PAGE_SIZE }),
    [],
    { list: [], total: 0 },
  );
  return (
    <FactoryHubView
      followedState={state}
      followed={data.list as AttentionFactory[]}
      shortcuts={HUB_SHORTCUTS}
      onSearch={(keyword) => navigate(withQuery('/factory_list', { keyword }))}
      onOpenPath={(path) => navigate(path)}
      onOpenFactory={(id) => navigate(routePath('/factory_detail/:id', { id }))}
      onRetry={retry}
    />
  );
}

/** /factory_detail(/{id}(/{DataModule_id})): a factory's page, or the way to one when no factory is named. */
export function FactoryDetailPage() {
  return useParams().id === undefined ? <FactoryHubPage /> : <FactoryPage />;
}

/** Container: /factory_detail/{id}(/{DataModule_id}); not cached (the route is not kept alive). */
function FactoryPage() {
  const id = Number(useParams().id);
  const { token } = useSnapshot(sessionState);
  const { page, update } = useListQuery();
  const { onOpenProduct } = useOpeners();
  const [factory, setFactory] = useState<FactoryDetail | null>(null);
  const [factoryState, setFactoryState] = useState<LoadState>('loading');
  const [products, setProducts] = useState<{ list: ToyItem[]; total: number }>({ list: [], total: 0 });
  const [productsState, setProductsState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const valid = Number.isInteger(id) && id > 0;

  useEffect(() => {
    if (!valid) return;
    let live = true;
    setFactoryState('loading');
    client
      .call(api.factory.getDetail, { id })
      .then((f) => {
        if (!live) return;
        setFactory(f);
        setFactoryState('ready');
      })
      .catch(() => live && setFactoryState('error'));
    return () => {
      live = false;
    };
  }, [id, valid]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same request
  useEffect(() => {
    if (!valid) return;
    let live = true;
    setProductsState('loading');
    client
      .call(api.factory.getToyList, { id, page, page_size: PAGE_SIZE })
      .then((r) => {
        if (!live) return;
        setProducts(r);
        setProductsState('ready');
      })
      .catch(() => live && setProductsState('error'));
    return () => {
      live = false;
    };
  }, [id, page, valid, attempt]);

  if (!valid) return <FactoryHubPage />;
  return (
    <FactoryDetailView
      factory={factory}
      factoryState={factoryState}
      products={products.list}
      productsState={productsState}
      total={products.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => update({ page: p })}
      onOpenProduct={onOpenProduct}
      onRetry={() => setAttempt((n) => n + 1)}
      actions={
        valid ? (
          <>
            <FollowButton type="factory" id={id} />
            {token && (
              <Button variant="outline" onPress={() => void askFactory(id).catch(() => undefined)}>
                咨询工厂
              </Button>
            )}
          </>
        ) : null
      }
    />
  );
}
