import { ApiError, api, type FindSampleRequest } from '@wanju/api-client';
import { pagedList, routePath, usePagedList, withProduct } from '@wanju/app-shell';
import { toast } from '@wanju/ui';
import { useCallback, useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { FindSampleDetailView } from './FindSampleDetailView';
import { type FindSampleDraft, FindSampleListView } from './FindSampleListView';
import { FIND_SAMPLE_TEXT as T } from './messages';

const requests = pagedList<FindSampleRequest, object>((paging) => client.call(api.findSample.getList, paging), {});
const { load, act } = requests;

async function add(draft: FindSampleDraft): Promise<boolean> {
  try {
    await client.call(api.findSample.add, draft);
    toast.success(T.published);
    await load();
    return true;
  } catch (e) {
    // The client has already shown the server's message.
    if (e instanceof ApiError) return false;
    throw e;
  }
}

/** Container of /toy_search. */
export function FindSampleListPage() {
  const [snap, listProps] = usePagedList(requests, { query: useSearchParams() });
  const navigate = useNavigate();
  return (
    <FindSampleListView
      {...listProps}
      rows={snap.rows as FindSampleRequest[]}
      onOpen={(id) => navigate(routePath('/toy_search_details/:id', { id }))}
      onAdd={add}
      onUpload={async (file) => {
        const form = new FormData();
        form.append('file', file);
        try {
          return (await client.upload(api.findSample.uploadPicture, form)).picture;
        } catch {
          return null; // the client showed the refusal
        }
      }}
      onClose={(id) => act(() => client.call(api.findSample.close, { id }), T.closed)}
      onDelete={(id) => act(() => client.call(api.findSample.delete, { id }), T.removed)}
      onChaseAll={() =>
        act(
          () => client.call(api.findSample.chasingAll, {}),
          (r) => T.chased(r.chased, r.skipped),
        )
      }
    />
  );
}

const detailView = proxy<{ state: LoadState; detail: FindSampleRequest | null }>({ state: 'loading', detail: null });

/** Container of /toy_search_details/:id. */
export function FindSampleDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const snap = useSnapshot(detailView);
  const loadDetail = useCallback(async () => {
    detailView.state = 'loading';
    try {
      detailView.detail = await client.call(api.findSample.detail, { id });
      detailView.state = 'ready';
    } catch {
      detailView.detail = null;
      detailView.state = 'error';
    }
  }, [id]);
  useEffect(() => {
    void loadDetail();
  }, [loadDetail]);
  return (
    <FindSampleDetailView
      state={snap.state}
      detail={snap.detail as FindSampleRequest | null}
      onOpenProduct={(toyId) => {
        const p = withProduct(params, toyId);
        setParams(p);
      }}
      onBack={() => navigate('/toy_search')}
      onRetry={() => void loadDetail()}
    />
  );
}
