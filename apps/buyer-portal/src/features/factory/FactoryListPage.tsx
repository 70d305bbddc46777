import { api, type FactoryItem } from '@wanju/api-client';
import { PAGE_SIZE, routePath } from '@wanju/app-shell';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { useListQuery } from '../catalogue/useToyList';
import { FactoryListView } from './FactoryListView';
import { FACTORY_TEXT } from './messages';

/** Container: /factory_list (search by name or phone) and /taxpayer (general-taxpayer factories). */
export function FactoryListPage({ taxpayer }: { taxpayer?: boolean }) {
  const { page, keyword, update } = useListQuery();
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>('loading');
  const [data, setData] = useState<{ list: FactoryItem[]; total: number }>({ list: [], total: 0 });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same request
  useEffect(() => {
    let live = true;
    setState('loading');
    client
      .call(api.factory.getList, {
        page,
        page_size: PAGE_SIZE,
        ...(keyword ? { keyword } : {}),
        ...(taxpayer ? { is_taxpayer: 1 as const } : {}),
      })
      .then((r) => {
        if (!live) return;
        setData(r);
        setState('ready');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [page, keyword, taxpayer, attempt]);

  return (
    <FactoryListView
      title={taxpayer ? FACTORY_TEXT.taxpayerTitle : FACTORY_TEXT.listTitle}
      keyword={keyword || undefined}
      state={state}
      items={data.list}
      total={data.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => update({ page: p })}
      onOpen={(id) => navigate(routePath('/factory_detail/:id', { id }))}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
