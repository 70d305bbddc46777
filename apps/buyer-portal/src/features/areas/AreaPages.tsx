import { api, type FactoryItem, type RegionItem } from '@wanju/api-client';
import { PAGE_SIZE, routePath } from '@wanju/app-shell';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { useListQuery } from '../catalogue/useToyList';
import * as styles from '../factory/Factory.css';
import { FactoryListView } from '../factory/FactoryListView';
import { AreaListView } from './AreaListView';
import { AREA_TEXT } from './messages';

/** Container: /toy_area (get_area_list). */
export function AreaListPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>('loading');
  const [areas, setAreas] = useState<RegionItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same request
  useEffect(() => {
    let live = true;
    setState('loading');
    client
      .call(api.factory.getAreaList, {})
      .then((r) => {
        if (!live) return;
        setAreas(r.list);
        setState('ready');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [attempt]);
  return (
    <AreaListView
      state={state}
      areas={areas}
      onOpen={(id) => navigate(routePath('/toy_area/:id', { id }))}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

/** Container: /toy_area/{id} (get_area): the area and its factories. */
export function AreaPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { page, update } = useListQuery();
  const [state, setState] = useState<LoadState>('loading');
  const [data, setData] = useState<{ area: RegionItem | null; list: FactoryItem[]; total: number }>({
    area: null,
    list: [],
    total: 0,
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same request
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setState('error');
      return;
    }
    let live = true;
    setState('loading');
    client
      .call(api.factory.getArea, { id, page, page_size: PAGE_SIZE })
      .then((r) => {
        if (!live) return;
        setData(r);
        setState('ready');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [id, page, attempt]);
  return (
    <FactoryListView
      title={data.area ? data.area.name : AREA_TEXT.title}
      intro={data.area ? <p className={styles.meta}>{data.area.intro}</p> : null}
      state={state}
      items={data.list}
      total={data.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => update({ page: p })}
      onOpen={(factoryId) => navigate(routePath('/factory_detail/:id', { id: factoryId }))}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
