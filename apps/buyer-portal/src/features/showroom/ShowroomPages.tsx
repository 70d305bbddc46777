import {
  ApiError,
  api,
  type BoothItem,
  CODE,
  type ExhibitionBoothDetail,
  type ExhibitionDetail,
  type ExhibitionSession,
  type KioskDevice,
  type ShowroomDetail,
  type ShowroomProduct,
  type ShowroomSummary,
} from '@wanju/api-client';
import { routePath, useRemote, withQuery } from '@wanju/app-shell';
import { orderShowrooms } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { openBatchAdd } from '../cart/cartStore';
import type { LoadState } from '../catalogue/ListState';
import { useOpeners } from '../catalogue/useToyList';
import { ExhibitionBoothView } from './ExhibitionBoothView';
import { ExhibitionView } from './ExhibitionView';
import { SHOWROOM_TEXT as T } from './messages';
import { type BoothInput, OperatorView } from './OperatorView';
import { ShowroomListView } from './ShowroomListView';
import { ShowroomView } from './ShowroomView';

const PAGE_SIZE = 40;
const num = (v: string | null) => (v && Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : null);

/** Container of /showroom: the showrooms in the spec's order, or one of them (`?showroom_id=`, the home's buttons). */
export function ShowroomHubPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = num(params.get('showroom_id'));
  const { state, data, retry } = useRemote(
    () => client.call(api.showroom.getList, {}).then((r) => orderShowrooms(r.list, Math.random)),
    [],
    [] as ShowroomSummary[],
  );
  if (id) return <ShowroomPage where={{ id }} />;
  return (
    <ShowroomListView
      state={state}
      showrooms={data}
      onRetry={retry}
      onOpen={(s) => navigate(s.route === 'showroom' ? withQuery('/showroom', { showroom_id: s.id }) : `/${s.route}`)}
    />
  );
}

/** Container of a named exhibitor route (/online, /xinlianchuang …): the showroom whose route it is. */
export function NamedShowroomPage() {
  const slug = useLocation().pathname.split('/').filter(Boolean)[0] ?? '';
  return <ShowroomPage key={slug} where={{ route: slug }} />;
}

/** One showroom: booths by floor, products filtered in the URL (floor, booth, keyword, category, page). */
function ShowroomPage({ where }: { where: { id?: number; route?: string } }) {
  const [params, setParams] = useSearchParams();
  const { onOpenProduct } = useOpeners();
  const whereKey = JSON.stringify(where);
  const room = useRemote(
    () => client.call(api.showroom.getDetail, JSON.parse(whereKey)),
    [whereKey],
    null as ShowroomDetail | null,
  );
  const floor = params.get('floor');
  const boothId = num(params.get('booth_id'));
  const categoryId = num(params.get('cate_id'));
  const keyword = params.get('keyword') ?? '';
  const page = num(params.get('page')) ?? 1;
  const showroomId = room.data?.id ?? 0;
  const products = useRemote(
    () =>
      showroomId
        ? client.call(api.showroom.getProducts, {
            id: showroomId,
            page,
            page_size: PAGE_SIZE,
            ...(floor ? { floor } : {}),
            ...(boothId ? { booth_id: boothId } : {}),
            ...(categoryId ? { cate_id: categoryId } : {}),
            ...(keyword ? { keyword } : {}),
          })
        : Promise.resolve({ list: [] as ShowroomProduct[], total: 0 }),
    [showroomId, floor, boothId, categoryId, keyword, page],
    { list: [] as ShowroomProduct[], total: 0 },
  );
  const update = (next: Record<string, string | number | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    if (!('page' in next)) p.delete('page');
    setParams(p);
  };
  const openBooth = (booth: BoothItem | null) => {
    if (booth)
      void client
        .call(api.log.userClickBoothLog, { booth_id: booth.id, showroom_id: booth.showroom_id }, { silent: true })
        .catch(() => undefined);
    update({ booth_id: booth?.id ?? null, floor: booth?.floor ?? floor });
  };
  return (
    <ShowroomView
      state={room.state}
      showroom={room.data}
      floor={floor}
      boothId={boothId}
      keyword={keyword}
      categoryId={categoryId}
      productsState={showroomId ? products.state : 'loading'}
      products={products.data.list}
      total={products.data.total}
      page={page}
      pageSize={PAGE_SIZE}
      onFloor={(f) => update({ floor: f, booth_id: null })}
      onBooth={openBooth}
      onSearch={(k) => update({ keyword: k })}
      onCategory={(id) => update({ cate_id: id })}
      onPage={(p) => update({ page: p })}
      onOpenProduct={onOpenProduct}
      onAddToCart={(id) => openBatchAdd([id])}
      onRetry={() => {
        room.retry();
        products.retry();
      }}
    />
  );
}

/** Container of /onlineExhibition and /ShenzhenExhibition. */
export function ExhibitionPage() {
  const route = useLocation().pathname.split('/').filter(Boolean)[0] ?? '';
  const navigate = useNavigate();
  const { onOpenProduct } = useOpeners();
  const [watching, setWatching] = useState<ExhibitionSession | null>(null);
  const { state, data, retry } = useRemote(
    () => client.call(api.exhibition.getDetail, { route }),
    [route],
    null as ExhibitionDetail | null,
  );
  return (
    <ExhibitionView
      state={state}
      exhibition={data}
      watching={watching}
      onWatch={setWatching}
      onOpenBooth={(id) => navigate(routePath(`/${route}/:boothId`, { boothId: id }))}
      onOpenProduct={onOpenProduct}
      onAddToCart={(id) => openBatchAdd([id])}
      onRetry={retry}
    />
  );
}

/** Container of an exhibitor's booth page (/onlineExhibition/{boothId}). */
export function ExhibitionBoothPage() {
  const boothId = Number(useParams().boothId);
  const route = useLocation().pathname.split('/').filter(Boolean)[0] ?? '';
  const navigate = useNavigate();
  const { onOpenProduct } = useOpeners();
  const [watching, setWatching] = useState<ExhibitionSession | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const { state, data, retry } = useRemote(
    () =>
      Number.isInteger(boothId) && boothId > 0
        ? client.call(api.exhibition.getBooth, { id: boothId })
        : Promise.reject(new Error('booth')),
    [boothId],
    null as ExhibitionBoothDetail | null,
  );
  const inquiry = async (remark: string) => {
    setSending(true);
    try {
      await client.call(api.inquiry.batchInquiry, { ids: selected, remark });
      toast.success(T.inquirySent);
      setSelected([]);
    } catch {
      // the client showed the refusal
    } finally {
      setSending(false);
    }
  };
  return (
    <ExhibitionBoothView
      state={state}
      detail={data}
      watching={watching}
      selected={selected}
      sending={sending}
      onSelect={setSelected}
      onInquiry={(remark) => void inquiry(remark)}
      onWatch={setWatching}
      onBack={() => navigate(`/${route}`)}
      onOpenProduct={onOpenProduct}
      onAddToCart={(id) => openBatchAdd([id])}
      onRetry={retry}
    />
  );
}

/** Container of /showroom_manage: the hall operator's management screens. */
export function OperatorPage() {
  const [info, setInfo] = useState<{ state: LoadState; data: ShowroomDetail | null; notOperator: boolean }>({
    state: 'loading',
    data: null,
    notOperator: false,
  });
  const [factories, setFactories] = useState<{ id: number; name: string }[]>([]);
  const [devices, setDevices] = useState<KioskDevice[]>([]);
  const [featuredBooth, setFeaturedBooth] = useState<number | null>(null);
  const [boothProducts, setBoothProducts] = useState<ShowroomProduct[]>([]);
  const [issuedCode, setIssuedCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      const data = await client.call(api.showroomOperator.getInfo, {}, { silent: true });
      setInfo({ state: 'ready', data, notOperator: false });
      setDevices((await client.call(api.showroomOperator.getDevices, {})).list);
    } catch (error) {
      const refused = error instanceof ApiError && error.code === CODE.forbidden;
      setInfo({ state: refused ? 'ready' : 'error', data: null, notOperator: refused });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) toast.success(done);
      await load();
    } catch {
      // the client showed the refusal
    } finally {
      setBusy(false);
    }
  };
  const pickBooth = async (id: number) => {
    setFeaturedBooth(id);
    setBoothProducts((await client.call(api.showroomOperator.getBoothProducts, { booth_id: id })).list);
  };
  return (
    <OperatorView
      state={info.state}
      notOperator={info.notOperator}
      showroom={info.data}
      factories={factories}
      boothProducts={boothProducts}
      featuredBoothId={featuredBooth}
      devices={devices}
      issuedCode={issuedCode}
      busy={busy}
      onSearchFactories={(keyword) =>
        void client
          .call(api.showroomOperator.searchFactories, { keyword })
          .then((r) => setFactories(r.list))
          .catch(() => undefined)
      }
      onSaveBooth={(booth: BoothInput) =>
        void run(() => client.call(api.showroomOperator.saveBooth, booth), T.boothSaved)
      }
      onRemoveBooth={(booth) =>
        void run(() => client.call(api.showroomOperator.deleteBooth, { id: booth.id }), T.boothRemoved)
      }
      onPickFeaturedBooth={(id) => void pickBooth(id).catch(() => undefined)}
      onFeatured={(productId, featured) =>
        featuredBooth &&
        void run(async () => {
          await client.call(api.showroomOperator.setFeatured, {
            booth_id: featuredBooth,
            product_id: productId,
            featured,
          });
          await pickBooth(featuredBooth);
        })
      }
      onSaveHours={(hours) =>
        void run(() => client.call(api.showroomOperator.saveHours, { opening_hours: hours }), T.hoursSaved)
      }
      onIssueDevice={(name) =>
        void run(async () => setIssuedCode((await client.call(api.showroomOperator.issueDevice, { name })).code))
      }
      onRevokeDevice={(device) =>
        void run(() => client.call(api.showroomOperator.revokeDevice, { id: device.id }), T.revoked)
      }
      onRetry={() => void load()}
    />
  );
}
