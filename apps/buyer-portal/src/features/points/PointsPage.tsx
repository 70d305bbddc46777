import { api, type PointLog } from '@wanju/api-client';
import { PAGE_SIZE, useRemote } from '@wanju/app-shell';
import { client } from '../../app/session';
import { useListQuery } from '../catalogue/useToyList';
import { type PointsFilter, PointsView } from './PointsView';

/** Container: /integral (get_integral). */
export function PointsPage() {
  const { params, page, update } = useListQuery();
  const raw = params.get('kind');
  const filter: PointsFilter = raw === 'earned' || raw === 'spent' ? raw : 'all';
  const { state, data, retry } = useRemote(
    () =>
      client.call(api.points.getIntegral, {
        page,
        page_size: PAGE_SIZE,
        ...(filter === 'all' ? {} : { kind: filter }),
      }),
    [filter, page],
    { list: [] as PointLog[], total: 0, balance: 0, earned: 0, spent: 0 },
  );
  return (
    <PointsView
      state={state}
      balance={data.balance}
      earned={data.earned}
      spent={data.spent}
      filter={filter}
      onFilterChange={(f) => update({ kind: f === 'all' ? undefined : f, page: undefined })}
      logs={data.list}
      total={data.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => update({ page: p })}
      onRetry={retry}
    />
  );
}
