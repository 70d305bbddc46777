import {
  type AccessRequestItem,
  ApiError,
  api,
  type BrowseRecord,
  type CompanyDisplay,
  type LoginRecord,
  type SampleListItem,
  type WebsiteNewsItem,
  type WebsiteOrderItem,
  type WebsiteSummary,
} from '@wanju/api-client';
import { type PagedList, pagedList, usePagedList, useRemote } from '@wanju/app-shell';
import { mayOnWebsite, type WebsitePermission } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { client, session, sessionState } from '../../app/session';
import { uploadCompanyPicture } from '../company/CompanyDisplayPage';
import { AccessRequestView, type AccessTab } from './AccessRequestView';
import { CustomerIndentView, CustomerOrderView, SampleListDetailView, SampleListView } from './CommerceViews';
import { CompanyWebsiteView } from './CompanyWebsiteView';
import { WEBSITE_TEXT } from './messages';
import { NewsTrendsView } from './NewsTrendsView';
import { BrowseRecordsView, LoginRecordView, type RecordFilter } from './RecordsViews';
import { type SettingsDraft, SiteSettingsView } from './SiteSettingsView';
import { type RangeDays, StatisticsView } from './StatisticsView';
import { WebsiteListView } from './WebsiteListView';

// ── Shared: the company's sites (every screen's site filter) and the caller's role ──────────────────

const sites = proxy<{ list: { id: number; name: string }[]; loaded: boolean }>({ list: [], loaded: false });
async function loadSites() {
  const answer = await client.call(api.website.websiteList, {}).catch(() => null);
  if (answer) {
    sites.list = answer.list.map((s) => ({ id: s.id, name: s.name }));
    sites.loaded = true;
  }
}
function useSites() {
  const snap = useSnapshot(sites);
  useEffect(() => {
    void loadSites();
  }, []);
  return snap;
}
function useMay(permission: WebsitePermission) {
  const { user } = useSnapshot(sessionState);
  return user ? mayOnWebsite({ companyId: user.company_id, userType: user.user_type }, permission) : false;
}

/** Runs a call; a refusal was already shown by the client (its message toast). */
async function attempt<R>(task: () => Promise<R>, done?: string): Promise<R | null> {
  try {
    const result = await task();
    if (done) toast.success(done);
    return result;
  } catch (e) {
    if (e instanceof ApiError) return null;
    throw e;
  }
}

const dayText = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

// ── /websiteList and /company_website ────────────────────────────────────────────────────────────────

export function WebsiteListPage() {
  const navigate = useNavigate();
  const canManage = useMay('manage');
  const { state, data, retry } = useRemote(() => client.call(api.website.websiteList, {}).then((r) => r.list), [], []);
  const reload = () => {
    retry();
    void loadSites();
  };
  return (
    <WebsiteListView
      state={state}
      sites={data}
      canManage={canManage}
      onRetry={retry}
      onSettings={(id) => navigate(`/siteSettings?id=${id}`)}
      onSave={async (id, draft) => {
        const saved = await attempt(
          () => (id ? client.call(api.website.edit, { id, ...draft }) : client.call(api.website.add, draft)),
          id ? WEBSITE_TEXT.saved : WEBSITE_TEXT.list.created,
        );
        if (saved) reload();
        return Boolean(saved);
      }}
      onStatus={async (id, status) => {
        const done = await attempt(
          () => client.call(api.website.status, { id, status }),
          status ? WEBSITE_TEXT.list.published : WEBSITE_TEXT.list.unpublished,
        );
        if (done) reload();
      }}
      onDelete={async (id) => {
        if (await attempt(() => client.call(api.website.delete, { id }), WEBSITE_TEXT.removed)) reload();
      }}
    />
  );
}

export function CompanyWebsitePage() {
  const navigate = useNavigate();
  const canManage = useMay('manage');
  const [pending, setPending] = useState(false);
  const { state, data, retry } = useRemote(
    async () => {
      const [display, list] = await Promise.all([
        client.call(api.company.getDisplay, {}),
        client.call(api.website.websiteList, {}),
      ]);
      return { display, sites: list.list };
    },
    [],
    { display: null as CompanyDisplay | null, sites: [] as WebsiteSummary[] },
  );
  return (
    <CompanyWebsiteView
      state={state}
      display={data.display}
      sites={data.sites}
      canManage={canManage}
      isPending={pending}
      onRetry={retry}
      onMigrate={async () => {
        setPending(true);
        const done = await attempt(() => client.call(api.website.migrationWebsiteData, {}), WEBSITE_TEXT.legacy.done);
        setPending(false);
        if (!done) return;
        // The user info now says new version: the guard and the menu follow it.
        await session.refresh().catch(() => undefined);
        navigate('/websiteList');
      }}
    />
  );
}

// ── /siteSettings ────────────────────────────────────────────────────────────────────────────────────

export function SiteSettingsPage() {
  const siteList = useSites();
  const canManage = useMay('manage');
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || siteList.list[0]?.id || 0;
  const { state, data, setData, retry } = useRemote(
    () => (id ? client.call(api.website.getSettings, { id }) : Promise.resolve(null)),
    [id],
    null,
  );
  return (
    <SiteSettingsView
      state={!id && !siteList.loaded ? 'loading' : state}
      sites={siteList.list}
      settings={data}
      canManage={canManage}
      onRetry={retry}
      onSite={(next) => next && setParams({ id: String(next) })}
      onUpload={uploadCompanyPicture}
      onSearchProducts={async (keyword) => {
        const page = await client
          .call(api.company.productList, { page: 1, page_size: 30, source: 'all', ...(keyword ? { keyword } : {}) })
          .catch(() => null);
        return (page?.list ?? []).map((p) => ({
          id: p.id,
          item_number: p.item_number,
          name: p.name,
          picture: p.picture,
          category_id: p.category_id,
        }));
      }}
      onSave={async (draft: SettingsDraft) => {
        const saved = await attempt(() => client.call(api.website.saveSettings, { id, ...draft }), WEBSITE_TEXT.saved);
        if (saved) {
          setData(saved);
          void loadSites();
        }
        return Boolean(saved);
      }}
    />
  );
}

// ── /newsTrends ──────────────────────────────────────────────────────────────────────────────────────

/** The news of the site the filter names, or of the company's first site while it names none. */
const news = pagedList<WebsiteNewsItem, { website_id: number }>(
  ({ website_id, ...paging }) => {
    const id = website_id || sites.list[0]?.id;
    return id
      ? client.call(api.website.newsList, { website_id: id, ...paging })
      : Promise.resolve({ total: 0, list: [] });
  },
  { website_id: 0 },
);

export function NewsTrendsPage() {
  const siteList = useSites();
  const [snap, listProps, setFilter] = usePagedList(news, { query: useSearchParams() });
  const canManage = useMay('manage');
  const firstSite = siteList.list[0]?.id || 0;
  const siteId = snap.filter.website_id || firstSite;
  // The sites arrived after the first load: the list shows the first site's news.
  useEffect(() => {
    if (firstSite && !news.list.filter.website_id) void news.load();
  }, [firstSite]);
  return (
    <NewsTrendsView
      {...listProps}
      state={siteList.loaded ? snap.state : 'loading'}
      sites={siteList.list}
      siteId={siteId || null}
      rows={snap.rows as WebsiteNewsItem[]}
      canManage={canManage}
      onSite={(id) => id && setFilter({ website_id: id })}
      onUpload={uploadCompanyPicture}
      onSave={async (id, draft, status) => {
        const saved = await attempt(
          () =>
            id
              ? client.call(api.website.newsEdit, { id, ...draft, status })
              : client.call(api.website.newsAdd, { website_id: siteId, ...draft, status }),
          WEBSITE_TEXT.saved,
        );
        if (saved) await news.load();
        return Boolean(saved);
      }}
      onStatus={(id, status) => news.act(() => client.call(api.website.newsEdit, { id, status }), WEBSITE_TEXT.saved)}
      onDelete={(id) => news.act(() => client.call(api.website.newsDelete, { id }), WEBSITE_TEXT.removed)}
    />
  );
}

// ── /accessRequest ───────────────────────────────────────────────────────────────────────────────────

const requests = pagedList<AccessRequestItem, { website_id: number | null; tab: AccessTab; keyword: string }>(
  ({ website_id, tab, keyword, ...paging }) =>
    client.call(api.website.getAccessApply, {
      ...paging,
      ...(website_id ? { website_id } : {}),
      ...(tab !== 'all' ? { status: Number(tab) as 0 | 1 | 2 } : {}),
      ...(keyword ? { keyword } : {}),
    }),
  { website_id: null, tab: '0', keyword: '' },
  { types: { website_id: 'number' } },
);

export function AccessRequestPage() {
  const siteList = useSites();
  const [snap, listProps, setFilter] = usePagedList(requests, { query: useSearchParams() });
  const canAudit = useMay('audit');
  return (
    <AccessRequestView
      {...listProps}
      sites={siteList.list}
      siteId={snap.filter.website_id}
      tab={snap.filter.tab}
      canAudit={canAudit}
      onSite={(website_id) => setFilter({ website_id })}
      onTab={(tab) => setFilter({ tab })}
      onSearch={(keyword) => setFilter({ keyword })}
      onAudit={async (id, approve, note) => {
        const done = await attempt(
          () => client.call(api.website.auditAccessApply, { id, approve, note }),
          WEBSITE_TEXT.access.done,
        );
        if (done) await requests.load();
        return Boolean(done);
      }}
    />
  );
}

// ── /sampleList, /sampleListDetail ───────────────────────────────────────────────────────────────────

const lists = pagedList<SampleListItem, { website_id: number | null; keyword: string }>(
  ({ website_id, keyword, ...paging }) =>
    client.call(api.website.sampleLists, {
      ...paging,
      ...(website_id ? { website_id } : {}),
      ...(keyword ? { keyword } : {}),
    }),
  { website_id: null, keyword: '' },
  { types: { website_id: 'number' } },
);

export function SampleListPage() {
  const siteList = useSites();
  const [snap, listProps, setFilter] = usePagedList(lists, { query: useSearchParams() });
  const navigate = useNavigate();
  return (
    <SampleListView
      {...listProps}
      sites={siteList.list}
      siteId={snap.filter.website_id}
      onSite={(website_id) => setFilter({ website_id })}
      onSearch={(keyword) => setFilter({ keyword })}
      onOpen={(id) => navigate(`/sampleListDetail?id=${id}`)}
    />
  );
}

export function SampleListDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  const { state, data, retry } = useRemote(
    () => (id ? client.call(api.website.sampleListDetail, { id }) : Promise.resolve(null)),
    [id],
    null,
  );
  return (
    <SampleListDetailView
      state={state}
      list={data}
      onRetry={retry}
      onBack={() => navigate('/sampleList')}
      onOpenOrder={(orderId) => navigate(`/customerOrder?id=${orderId}`)}
    />
  );
}

// ── /customerIndent, /customerOrder ──────────────────────────────────────────────────────────────────

const orders = pagedList<WebsiteOrderItem, { website_id: number | null; status: number | null; keyword: string }>(
  ({ website_id, status, keyword, ...paging }) =>
    client.call(api.website.orderList, {
      ...paging,
      ...(website_id ? { website_id } : {}),
      ...(status !== null ? { status } : {}),
      ...(keyword ? { keyword } : {}),
    }),
  { website_id: null, status: null, keyword: '' },
  { types: { website_id: 'number', status: 'number' } },
);

export function CustomerIndentPage() {
  const siteList = useSites();
  const [snap, listProps, setFilter] = usePagedList(orders, { query: useSearchParams() });
  const navigate = useNavigate();
  return (
    <CustomerIndentView
      {...listProps}
      sites={siteList.list}
      siteId={snap.filter.website_id}
      status={snap.filter.status}
      onSite={(website_id) => setFilter({ website_id })}
      onStatus={(status) => setFilter({ status })}
      onSearch={(keyword) => setFilter({ keyword })}
      onOpen={(id) => navigate(`/customerOrder?id=${id}`)}
    />
  );
}

export function CustomerOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const canHandle = useMay('orders');
  const id = Number(params.get('id')) || 0;
  const { state, data, setData, retry } = useRemote(
    () => (id ? client.call(api.website.orderDetail, { id }) : Promise.resolve(null)),
    [id],
    null,
  );
  return (
    <CustomerOrderView
      state={state}
      order={data}
      canHandle={canHandle}
      onRetry={retry}
      onBack={() => navigate('/customerIndent')}
      onOpenList={(listId) => navigate(`/sampleListDetail?id=${listId}`)}
      onMove={async (status, note) => {
        const moved = await attempt(
          () => client.call(api.website.orderStatus, { id, status, note }),
          WEBSITE_TEXT.orders.moved,
        );
        if (moved) setData(moved);
        return Boolean(moved);
      }}
    />
  );
}

// ── /browseRecords, /loginRecord ─────────────────────────────────────────────────────────────────────

type RecordsFilter = RecordFilter & { website_id: number | null };
const recordQuery = ({ website_id, from, to, keyword }: RecordsFilter) => ({
  ...(website_id ? { website_id } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
  ...(keyword ? { keyword } : {}),
});
const browse = pagedList<BrowseRecord, RecordsFilter>(
  ({ page, page_size, ...f }) => client.call(api.website.browseRecords, { page, page_size, ...recordQuery(f) }),
  { website_id: null, from: '', to: '', keyword: '' },
  { types: { website_id: 'number' } },
);
const logins = pagedList<LoginRecord, RecordsFilter>(
  ({ page, page_size, ...f }) =>
    client.call(api.website.loginRecords, {
      page,
      page_size,
      ...recordQuery(f),
      ...(f.succeeded != null ? { succeeded: f.succeeded } : {}),
    }),
  { website_id: null, from: '', to: '', keyword: '', succeeded: null },
  { types: { website_id: 'number', succeeded: 'boolean' } },
);

/** Saves the exported workbook the server answered. */
function download(file: { file_name: string; content_base64: string }) {
  const bytes = Uint8Array.from(atob(file.content_base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = file.file_name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function useExport(kind: 'browse' | 'login', filter: RecordsFilter) {
  const [busy, setBusy] = useState(false);
  return {
    busy,
    run: async () => {
      setBusy(true);
      const file = await attempt(() => client.call(api.website.exportRecords, { kind, ...recordQuery(filter) }));
      setBusy(false);
      if (file) {
        download(file);
        toast.success(WEBSITE_TEXT.records.exported(file.rows));
      }
    },
  };
}

/** The frame props of a records screen (/browseRecords, /loginRecord): its list, filters and export. */
function useRecords<Row>(kind: 'browse' | 'login', store: PagedList<Row, RecordsFilter>) {
  const siteList = useSites();
  const [snap, listProps, setFilter] = usePagedList(store, { query: useSearchParams() });
  const exporter = useExport(kind, snap.filter);
  return {
    ...listProps,
    sites: siteList.list,
    siteId: snap.filter.website_id,
    filter: snap.filter,
    isExporting: exporter.busy,
    onSite: (website_id: number | null) => setFilter({ website_id }),
    onFilter: (f: RecordFilter) => setFilter(f),
    onExport: () => void exporter.run(),
  };
}

export function BrowseRecordsPage() {
  return <BrowseRecordsView {...useRecords('browse', browse)} />;
}

export function LoginRecordPage() {
  return <LoginRecordView {...useRecords('login', logins)} />;
}

// ── /statistics ──────────────────────────────────────────────────────────────────────────────────────

export function StatisticsPage() {
  const siteList = useSites();
  const [siteId, setSiteId] = useState<number | null>(null);
  const [range, setRange] = useState<RangeDays>(30);
  const { state, data, retry } = useRemote(
    () => {
      const now = new Date();
      return client.call(api.website.statistics, {
        ...(siteId ? { website_id: siteId } : {}),
        from: dayText(new Date(now.getTime() - (range - 1) * 86_400_000)),
        to: dayText(now),
      });
    },
    [siteId, range],
    null,
  );
  return (
    <StatisticsView
      state={state}
      sites={siteList.list}
      siteId={siteId}
      range={range}
      stats={data}
      onSite={setSiteId}
      onRange={setRange}
      onRetry={retry}
    />
  );
}
