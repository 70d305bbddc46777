import { ApiError, api, type ListingDetail } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { LISTING_MSG } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { client } from '../../app/session';
import { PRODUCT_TEXT as T } from './messages';
import { ProductEditorView } from './ProductEditorView';
import { NO_FILTERS, type ProductListFilters, ProductListView } from './ProductListView';
import { StockView } from './StockView';

const PAGE_SIZE = 20;
const ignore = () => undefined;
const query = (f: ProductListFilters) => ({
  ...(f.keyword ? { keyword: f.keyword } : {}),
  ...(f.status ? { status: f.status } : {}),
  ...(f.cate_id ? { cate_id: f.cate_id } : {}),
  ...(f.certification ? { certification: f.certification } : {}),
  ...(f.stock ? { stock: f.stock } : {}),
  ...(f.missing ? { missing: f.missing } : {}),
});

/**
 * Container of the products tab: the list (filters, bulk actions) at /products and the editor of one product
 * at /products/<id> (a new one at /products/new), so the browser's back returns to the list.
 */
export function ProductsPage() {
  const param = useParams().id;
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ProductListFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ product: ListingDetail | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address decides what is edited
  useEffect(() => {
    if (param === undefined) return setEditing(null);
    if (param === 'new') return setEditing({ product: null });
    const id = Number(param);
    if (!Number.isInteger(id) || id <= 0) return void navigate('/products', { replace: true });
    if (editing?.product?.id === id) return;
    let live = true;
    client.call(api.listings.getDetail, { id }).then(
      (product) => live && setEditing({ product }),
      () => live && navigate('/products', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [param]);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; field?: string } | null>(null);
  const [version, setVersion] = useState(0);
  const { state, data, retry } = useRemote(
    () => client.call(api.listings.getList, { page, page_size: PAGE_SIZE, ...query(filters) }),
    [page, filters, version],
    { list: [], total: 0, counts: { draft: 0, published: 0, hidden: 0 } },
  );
  if (param !== undefined && !editing) return null;
  if (editing && param !== undefined)
    return (
      <ProductEditorView
        key={editing.product?.id ?? 'new'}
        initial={editing.product}
        saving={saving}
        refusal={refusal}
        onBack={() => {
          setRefusal(null);
          navigate('/products');
        }}
        onUploadPictures={async (files) => {
          const added: string[] = [];
          for (const file of files) {
            const form = new FormData();
            form.append('file', file, file.name);
            try {
              added.push((await client.upload(api.listings.uploadPicture, form, { needError: true })).picture);
            } catch (error) {
              throw new Error(error instanceof ApiError ? `${file.name}：${error.msg}` : String(error));
            }
          }
          return added;
        }}
        onCropPicture={async (picture, crop) => {
          try {
            return (await client.call(api.listings.cropPicture, { picture, crop }, { needError: true })).picture;
          } catch (error) {
            throw new Error(error instanceof ApiError ? error.msg : String(error));
          }
        }}
        onSave={(input, status, stopTime) => {
          setSaving(true);
          setRefusal(null);
          client
            .call(
              api.listings.save,
              { ...input, ...(editing.product ? { id: editing.product.id } : {}), status, stop_time: stopTime },
              { needError: true },
            )
            .then(
              (saved) => {
                toast.success(LISTING_MSG.saved);
                setEditing({ product: saved });
                setVersion((v) => v + 1);
                // a new product gets its own address once saved
                if (!editing.product) navigate(`/products/${saved.id}`, { replace: true });
              },
              (error) => {
                if (error instanceof ApiError) {
                  const field = (error.data as { field?: string } | null)?.field;
                  setRefusal({ message: error.msg, ...(field ? { field } : {}) });
                }
              },
            )
            .finally(() => setSaving(false));
        }}
      />
    );
  return (
    <ProductListView
      state={state}
      list={data.list}
      total={data.total}
      counts={data.counts}
      page={page}
      pageSize={PAGE_SIZE}
      filters={filters}
      onFilters={(f) => {
        setFilters(f);
        setPage(1);
      }}
      onPage={setPage}
      onRetry={retry}
      onCreate={() => navigate('/products/new')}
      onEdit={(id) => navigate(`/products/${id}`)}
      onBulk={(ids, action, categoryId) =>
        void client
          .call(api.listings.bulk, { ids, action, ...(categoryId ? { category_id: categoryId } : {}) })
          .then((r) => {
            const message = LISTING_MSG.bulkDone(r.done, r.refused.length);
            if (r.refused.length) toast.error(`${message}：${r.refused[0]?.msg ?? ''}`);
            else toast.success(message);
            setVersion((v) => v + 1);
          }, ignore)
      }
    />
  );
}

/** Container of the stock tab: the factory's products with their stock, one open with its history. */
export function StockPage() {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const { state, data, retry } = useRemote(
    () => client.call(api.listings.getList, { page, page_size: PAGE_SIZE, ...(keyword ? { keyword } : {}) }),
    [page, keyword, version],
    { list: [], total: 0, counts: { draft: 0, published: 0, hidden: 0 } },
  );
  const history = useRemote(
    () =>
      selectedId
        ? client.call(api.listings.stockHistory, { id: selectedId, page: 1, page_size: 50 }).then((h) => h.list)
        : Promise.resolve([]),
    [selectedId, version],
    [],
  );
  return (
    <StockView
      state={state}
      list={data.list}
      total={data.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      onSearch={(k) => {
        setKeyword(k);
        setPage(1);
      }}
      onRetry={retry}
      selected={data.list.find((p) => p.id === selectedId) ?? null}
      history={history.data}
      onSelect={setSelectedId}
      onSave={(id, quantity, price) =>
        void client.call(api.listings.setStock, { id, stock_quantity: quantity, stock_price: price }).then(() => {
          toast.success(T.stockSaved);
          setVersion((v) => v + 1);
        }, ignore)
      }
    />
  );
}
