import { ApiError, api, type CompanyProduct, type SupplierFactory } from '@wanju/api-client';
import { pagedList, usePagedList } from '@wanju/app-shell';
import { mayDo } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { client, sessionState } from '../../app/session';
import { aiRecordHref } from '../ai-pictures/record';
import { openBatchAdd } from '../cart/cartStore';
import { openAddToChoose } from '../chooses/addToChooseStore';
import { uploadCompanyPicture } from './CompanyDisplayPage';
import { COMPANY_TEXT } from './messages';
import { type ProductFilterState, ProductLibraryView } from './ProductLibraryView';
import { SupplierFactoriesView } from './SupplierFactoriesView';

const P = COMPANY_TEXT.product;
const F = COMPANY_TEXT.factory;

const products = pagedList<CompanyProduct, ProductFilterState>(
  ({ keyword, source, supplier_factory_id, ...paging }) =>
    client.call(api.company.productList, {
      ...paging,
      source,
      ...(keyword ? { keyword } : {}),
      ...(supplier_factory_id ? { supplier_factory_id } : {}),
    }),
  { keyword: '', source: 'all', supplier_factory_id: null },
  { types: { supplier_factory_id: 'number' } },
);
const factories = pagedList<SupplierFactory, { keyword: string }>(
  ({ keyword, ...paging }) => client.call(api.company.factoryList, { ...paging, ...(keyword ? { keyword } : {}) }),
  { keyword: '' },
);
/** Every supplier factory of the company, for the product screens' pickers. */
const factoryOptions = proxy<{ list: { id: number; name: string }[] }>({ list: [] });
async function loadFactoryOptions() {
  const page = await client.call(api.company.factoryList, { page: 1, page_size: 100 }).catch(() => null);
  if (page) factoryOptions.list = page.list.map((f) => ({ id: f.id, name: f.name }));
}

async function ok<R>(task: () => Promise<R>, done: (r: R) => string, after: () => Promise<void>): Promise<boolean> {
  try {
    toast.success(done(await task()));
    await after();
    return true;
  } catch (e) {
    if (e instanceof ApiError) return false;
    throw e;
  }
}

const useCanEdit = () => {
  const { user } = useSnapshot(sessionState);
  return user ? mayDo({ companyId: user.company_id, userType: user.user_type }, 'edit_library') : false;
};

/** Container of /product_management (`?supplier_factory_id=<id>` opens one supplier factory's products). */
export function ProductLibraryPage() {
  const [snap, listProps, setFilter] = usePagedList(products, { query: useSearchParams() });
  const options = useSnapshot(factoryOptions);
  const canEdit = useCanEdit();
  const navigate = useNavigate();
  useEffect(() => {
    void loadFactoryOptions();
  }, []);
  return (
    <ProductLibraryView
      onAiTools={(p) =>
        navigate(
          aiRecordHref('/cutout', {
            module: 'company_product',
            id: p.id,
            picture: p.picture,
            label: `${p.item_number} ${p.name}`,
          }),
        )
      }
      {...listProps}
      filter={snap.filter}
      factories={options.list}
      canEdit={canEdit}
      onFilter={setFilter}
      onUpload={uploadCompanyPicture}
      onAddToCart={(ids) => openBatchAdd([], ids)}
      onAddToChoose={(ids) => void openAddToChoose([], ids)}
      onQuote={(ids) =>
        client
          .call(api.quotation.addQuotation, { source: 'library', ids })
          .then((made) => navigate(`/edit_quotation/${made.id}`))
          // shown by the client
          .catch(() => undefined)
      }
      onSave={(id, draft) =>
        ok(
          () =>
            id ? client.call(api.company.productEdit, { id, ...draft }) : client.call(api.company.productAdd, draft),
          () => COMPANY_TEXT.saved,
          products.load,
        )
      }
      onDelete={(ids) => products.act(() => client.call(api.company.productDelete, { ids }), COMPANY_TEXT.removed)}
      onBulkEdit={(ids, draft) =>
        ok(
          () => client.call(api.company.productBulkEdit, { ids, ...draft }),
          (r) => P.bulkDone(r.updated),
          products.load,
        )
      }
      onImport={(what) => navigate(what === 'products' ? '/batch_import_product' : '/batch_import_images')}
      onFromPlatform={(ids) =>
        ok(
          () => client.call(api.company.productFromPlatform, { ids }),
          (r) => P.fromPlatformDone(r.added, r.existing),
          async () => {
            await Promise.all([products.load(), loadFactoryOptions()]);
          },
        )
      }
    />
  );
}

/** Container of /factory_management. */
export function SupplierFactoriesPage() {
  const [snap, listProps, setFilter] = usePagedList(factories, { query: useSearchParams() });
  const canEdit = useCanEdit();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ id: number; message: string; count: number } | null>(null);
  const remove = async (id: number, confirm: boolean) => {
    setPending(null);
    try {
      const r = await client.call(api.company.factoryDelete, { id, confirm }, { needError: true });
      toast.success(F.deletedWith(r.deleted_products));
      await factories.load();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const count = (e.data as { product_count?: number } | null)?.product_count;
      // A factory with products: the server asks first ('该工厂已有录入产品，删除工厂后产品将同步删除').
      if (count) setPending({ id, message: e.msg, count });
      else if (!e.handled) toast.error(e.msg);
    }
  };
  return (
    <SupplierFactoriesView
      {...listProps}
      keyword={snap.filter.keyword}
      canEdit={canEdit}
      pendingDelete={pending}
      onSearch={(k) => setFilter({ keyword: k.trim() })}
      onSave={(id, draft) =>
        ok(
          () =>
            id ? client.call(api.company.factoryEdit, { id, ...draft }) : client.call(api.company.factoryAdd, draft),
          () => COMPANY_TEXT.saved,
          factories.load,
        )
      }
      onAddPlatform={(factoryId) =>
        ok(
          () => client.call(api.company.factoryAdd, { factory_id: factoryId }),
          () => COMPANY_TEXT.saved,
          factories.load,
        )
      }
      onDelete={(id, confirm) => void remove(id, confirm)}
      onCancelDelete={() => setPending(null)}
      onOpenProducts={(id) => navigate(`/product_management?supplier_factory_id=${id}`)}
    />
  );
}
