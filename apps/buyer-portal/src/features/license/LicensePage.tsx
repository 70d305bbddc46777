import { api } from '@wanju/api-client';
import { PAGE_SIZE, routePath, useRemote } from '@wanju/app-shell';
import { useNavigate } from 'react-router-dom';
import { client } from '../../app/session';
import { useListQuery } from '../catalogue/useToyList';
import { type LicenseItem, LicenseView } from './LicenseView';

/** Container: /License (get_license); keyword and page live in the address. */
export function LicensePage() {
  const navigate = useNavigate();
  const { page, keyword, update } = useListQuery();
  const { state, data, retry } = useRemote(
    () => client.call(api.home.getLicense, { page, page_size: PAGE_SIZE, ...(keyword ? { keyword } : {}) }),
    [page, keyword],
    { list: [] as LicenseItem[], total: 0 },
  );
  return (
    <LicenseView
      key={keyword}
      state={state}
      items={data.list}
      total={data.total}
      page={page}
      pageSize={PAGE_SIZE}
      keyword={keyword}
      onSearch={(k) => update({ keyword: k, page: undefined })}
      onPageChange={(p) => update({ page: p })}
      onOpenFactory={(id) => navigate(routePath('/factory_detail/:id', { id }))}
      onRetry={retry}
    />
  );
}
