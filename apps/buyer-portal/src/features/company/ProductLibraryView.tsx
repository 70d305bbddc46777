import type { CompanyProduct, SupplierFactory } from '@wanju/api-client';
import { COMPANY_MSG } from '@wanju/domain';
import {
  Badge,
  Box,
  Button,
  CardItem,
  CardList,
  Checkbox,
  ConfirmDialog,
  Dialog,
  FileInput,
  FormDialog,
  Image,
  NumberField,
  Pagination,
  SearchField,
  Select,
  TextField,
} from '@wanju/ui';
import { useState } from 'react';
import { AI_RECORD_TEXT } from '../ai-pictures/messages';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from './Company.css';
import { COMPANY_TEXT } from './messages';

const T = COMPANY_TEXT.product;

export type ProductSource = 'all' | 'platform' | 'own';
export interface ProductFilterState {
  keyword: string;
  source: ProductSource;
  supplier_factory_id: number | null;
}
export type ProductDraft = Omit<CompanyProduct, 'id' | 'product_id' | 'supplier_factory_name' | 'updated_time'>;
export interface BulkDraft {
  price?: number;
  price_percent?: number;
  unit?: string;
  supplier_factory_id?: number | null;
  is_hidden?: boolean;
}

export interface ProductLibraryViewProps {
  /** opens the batch import: an Excel of products, or a zip of pictures for the library's item numbers */
  onImport?: (what: 'products' | 'images') => void;
  state: LoadState;
  rows: readonly CompanyProduct[];
  total: number;
  page: number;
  pageSize: number;
  filter: ProductFilterState;
  factories: readonly Pick<SupplierFactory, 'id' | 'name'>[];
  /** main account and administrators; a salesperson browses and adds to carts */
  canEdit: boolean;
  onFilter: (next: Partial<ProductFilterState>) => void;
  onPageChange: (page: number) => void;
  onSave: (id: number | null, draft: ProductDraft) => Promise<boolean>;
  onDelete: (ids: number[]) => void;
  onBulkEdit: (ids: number[], draft: BulkDraft) => Promise<boolean>;
  onFromPlatform: (ids: number[]) => Promise<boolean>;
  /**
   * library products go into a sample cart as the company keeps them (its item number, name, picture and
   * price), made by hand or taken from a platform product
   */
  onAddToCart: (ids: number[]) => void;
  /** library products go into a selection list the same way */
  onAddToChoose: (ids: number[]) => void;
  /** a quotation of the selected library products, priced from the company's own figures */
  onQuote: (ids: number[]) => void;
  onUpload: (file: File) => Promise<string | null>;
  onRetry: () => void;
  /** opens the AI picture tools on a product's picture; the result can be saved back onto the product */
  onAiTools?: (product: CompanyProduct) => void;
}

const TEXT_FIELDS = ['item_number', 'name', 'name_en', 'factory_number', 'unit', 'packing_name', 'remark'] as const;
const NUMBER_FIELDS = [
  'price',
  'exworks_price',
  'length',
  'width',
  'height',
  'carton_length',
  'carton_width',
  'carton_height',
  'carton_quantity',
  'inbox_count',
  'gross_weight',
  'net_weight',
] as const;
export const EMPTY_PRODUCT: ProductDraft = {
  supplier_factory_id: null,
  item_number: '',
  name: '',
  name_en: '',
  factory_number: '',
  category_id: null,
  picture: '',
  unit: '',
  price: 0,
  exworks_price: 0,
  packing_name: '',
  length: null,
  width: null,
  height: null,
  carton_length: null,
  carton_width: null,
  carton_height: null,
  carton_quantity: null,
  inbox_count: null,
  gross_weight: null,
  net_weight: null,
  remark: '',
  is_hidden: false,
};

function ProductForm(props: {
  initial: ProductDraft;
  title: string;
  factories: ProductLibraryViewProps['factories'];
  onUpload: ProductLibraryViewProps['onUpload'];
  onSave: (d: ProductDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const [d, setD] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const numberError = touched && !d.item_number.trim() ? COMPANY_MSG.itemNumberRequired : undefined;
  const nameError = touched && !d.name.trim() ? COMPANY_MSG.productNameRequired : undefined;
  return (
    <FormDialog
      title={props.title}
      size="lg"
      onClose={props.onClose}
      onSave={async () => {
        setTouched(true);
        if (!d.item_number.trim() || !d.name.trim()) return false;
        return props.onSave({ ...d, item_number: d.item_number.trim(), name: d.name.trim() });
      }}
    >
      <Box display="flex" flexWrap="wrap" gap="md">
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f}
            label={T.fields[f]}
            isRequired={f === 'item_number' || f === 'name'}
            value={d[f]}
            onChange={(v) => setD((x) => ({ ...x, [f]: v }))}
            isInvalid={(f === 'item_number' && Boolean(numberError)) || (f === 'name' && Boolean(nameError))}
            errorMessage={f === 'item_number' ? numberError : f === 'name' ? nameError : undefined}
            validationBehavior="aria"
          />
        ))}
        {NUMBER_FIELDS.map((f) => (
          <NumberField
            key={f}
            label={T.fields[f]}
            minValue={0}
            hideSteppers
            value={d[f] ?? Number.NaN}
            onChange={(v) => setD((x) => ({ ...x, [f]: Number.isNaN(v) ? (f.includes('price') ? 0 : null) : v }))}
          />
        ))}
        <Select
          label={T.factory}
          items={[{ id: 0, name: '—' }, ...props.factories]}
          selectedKey={d.supplier_factory_id ?? 0}
          onSelectionChange={(k) => setD((x) => ({ ...x, supplier_factory_id: Number(k) || null }))}
        />
        <Box display="flex" gap="md" alignItems="center">
          {d.picture && (
            <Box className={styles.smallThumb}>
              <Image src={d.picture} alt={T.fields.picture} />
            </Box>
          )}
          <FileInput
            label={T.fields.picture}
            hint={COMPANY_TEXT.display.uploadHint}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            onFiles={async ([file]) => {
              const url = file ? await props.onUpload(file) : null;
              if (url) setD((x) => ({ ...x, picture: url }));
            }}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}

function BulkDialog(props: {
  count: number;
  factories: ProductLibraryViewProps['factories'];
  onSave: (d: BulkDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const [d, setD] = useState<BulkDraft>({});
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={T.bulkTitle(props.count)}
      size="md"
      footer={
        <>
          <Button onPress={props.onClose}>{COMPANY_TEXT.cancel}</Button>
          <Button
            variant="primary"
            isDisabled={Object.keys(d).length === 0}
            onPress={async () => {
              if (await props.onSave(d)) props.onClose();
            }}
          >
            {COMPANY_TEXT.save}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        <NumberField
          label={T.bulkPrice}
          minValue={0}
          hideSteppers
          value={d.price ?? Number.NaN}
          onChange={(v) => setD((x) => ({ ...x, price: Number.isNaN(v) ? undefined : v }))}
        />
        <NumberField
          label={T.bulkPercent}
          minValue={-90}
          maxValue={1000}
          hideSteppers
          value={d.price_percent ?? Number.NaN}
          onChange={(v) => setD((x) => ({ ...x, price_percent: Number.isNaN(v) ? undefined : v }))}
        />
        <TextField
          label={T.bulkUnit}
          value={d.unit ?? ''}
          onChange={(v) => setD((x) => ({ ...x, unit: v || undefined }))}
        />
        <Select
          label={T.bulkFactory}
          items={[{ id: -1, name: '不修改' }, { id: 0, name: '—' }, ...props.factories]}
          selectedKey={d.supplier_factory_id === undefined ? -1 : (d.supplier_factory_id ?? 0)}
          onSelectionChange={(k) =>
            setD((x) => ({ ...x, supplier_factory_id: Number(k) === -1 ? undefined : Number(k) || null }))
          }
        />
        <Checkbox isSelected={d.is_hidden ?? false} onChange={(v) => setD((x) => ({ ...x, is_hidden: v }))}>
          {T.bulkHidden}
        </Checkbox>
      </Box>
    </Dialog>
  );
}

function PlatformDialog(props: { onSave: (ids: number[]) => Promise<boolean>; onClose: () => void }) {
  const [text, setText] = useState('');
  const ids = [
    ...new Set(
      text
        .split(/[\s,，、]+/)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={T.fromPlatform}
      size="md"
      footer={
        <>
          <Button onPress={props.onClose}>{COMPANY_TEXT.cancel}</Button>
          <Button
            variant="primary"
            isDisabled={ids.length === 0}
            onPress={async () => {
              if (await props.onSave(ids)) props.onClose();
            }}
          >
            {T.fromPlatform}
          </Button>
        </>
      }
    >
      <TextField label={T.fromPlatformIds} description={T.fromPlatformHint} value={text} onChange={setText} />
    </Dialog>
  );
}

/** /product_management: the company's own product library: search, filters, edit every field, bulk edit. */
export function ProductLibraryView(props: ProductLibraryViewProps) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<CompanyProduct | 'new' | null>(null);
  const [dialog, setDialog] = useState<'bulk' | 'platform' | 'delete' | null>(null);
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const ids = [...selected].filter((id) => props.rows.some((r) => r.id === id));
  return (
    <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems="flex-end" gap="lg" flexWrap="wrap">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.title}
        </Box>
        <SearchField
          label={COMPANY_TEXT.search}
          defaultValue={props.filter.keyword}
          onSubmit={(k) => props.onFilter({ keyword: k.trim() })}
        />
        <Select
          label={T.source}
          items={(['all', 'platform', 'own'] as const).map((id) => ({ id, name: T.sources[id] }))}
          selectedKey={props.filter.source}
          onSelectionChange={(k) => props.onFilter({ source: k as ProductSource })}
        />
        <Select
          label={T.factory}
          items={[{ id: 0, name: T.allFactories }, ...props.factories]}
          selectedKey={props.filter.supplier_factory_id ?? 0}
          onSelectionChange={(k) => props.onFilter({ supplier_factory_id: Number(k) || null })}
        />
        {props.canEdit && (
          <>
            <Button variant="primary" onPress={() => setEditing('new')}>
              {T.add}
            </Button>
            <Button onPress={() => setDialog('platform')}>{T.fromPlatform}</Button>
            {props.onImport && (
              <>
                <Button onPress={() => props.onImport?.('products')}>{T.importProducts}</Button>
                <Button onPress={() => props.onImport?.('images')}>{T.importImages}</Button>
              </>
            )}
          </>
        )}
      </Box>
      <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
        {props.state === 'ready' && (
          <Box color="textSecondary" role="status">
            {T.count(props.total)}
          </Box>
        )}
        {props.canEdit && (
          <>
            <Button size="sm" isDisabled={!ids.length} onPress={() => setDialog('bulk')}>
              {T.bulkEdit}
            </Button>
            <Button size="sm" variant="ghost" isDisabled={!ids.length} onPress={() => setDialog('delete')}>
              {T.deleteSelected}
            </Button>
          </>
        )}
        <Button size="sm" isDisabled={!ids.length} onPress={() => props.onAddToCart(ids)}>
          {T.addToCart}
        </Button>
        <Button size="sm" isDisabled={!ids.length} onPress={() => props.onAddToChoose(ids)}>
          {T.addToChoose}
        </Button>
        <Button size="sm" isDisabled={!ids.length} onPress={() => props.onQuote(ids)}>
          {T.quote}
        </Button>
      </Box>
      <ListState
        state={props.state}
        isEmpty={props.rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={T.empty}
        emptyHint={T.emptyHint}
      >
        <CardList label={T.title}>
          {props.rows.map((p) => (
            <CardItem key={p.id} label={`${p.item_number} ${p.name}`}>
              <Checkbox
                aria-label={`选择 ${p.item_number}`}
                isSelected={selected.has(p.id)}
                onChange={(on) => toggle(p.id, on)}
              />
              <Box className={styles.smallThumb}>
                <Image src={p.picture} alt={p.name} />
              </Box>
              <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
                <Box fontWeight="bold">
                  {p.item_number} · {p.name}
                </Box>
                <Box color="textSecondary" fontSize="sm">
                  {[
                    p.name_en,
                    p.supplier_factory_name,
                    p.factory_number && `${T.fields.factory_number} ${p.factory_number}`,
                    p.unit,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Box>
              </Box>
              <Badge tone={p.product_id ? 'info' : 'neutral'}>{p.product_id ? T.linked : T.own}</Badge>
              {p.is_hidden && <Badge tone="warning">{T.hidden}</Badge>}
              <Box fontWeight="bold" aria-label={T.fields.price}>
                ¥{p.price.toFixed(2)}
              </Box>
              <Button
                size="sm"
                variant="ghost"
                onPress={() => props.onAddToCart([p.id])}
                aria-label={T.addOneToCart(p.item_number)}
              >
                {T.addToCart}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onPress={() => props.onAddToChoose([p.id])}
                aria-label={T.addOneToChoose(p.item_number)}
              >
                {T.addToChoose}
              </Button>
              {props.canEdit && props.onAiTools && p.picture && (
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => props.onAiTools?.(p)}
                  aria-label={`${AI_RECORD_TEXT.open} ${p.item_number}`}
                >
                  {AI_RECORD_TEXT.open}
                </Button>
              )}
              {props.canEdit && (
                <Button size="sm" onPress={() => setEditing(p)} aria-label={`${COMPANY_TEXT.edit} ${p.item_number}`}>
                  {COMPANY_TEXT.edit}
                </Button>
              )}
            </CardItem>
          ))}
        </CardList>
        {props.total > props.pageSize && (
          <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
        )}
      </ListState>
      {editing && (
        <ProductForm
          title={editing === 'new' ? T.add : T.editTitle}
          initial={editing === 'new' ? EMPTY_PRODUCT : { ...EMPTY_PRODUCT, ...strip(editing) }}
          factories={props.factories}
          onUpload={props.onUpload}
          onSave={(d) => props.onSave(editing === 'new' ? null : editing.id, d)}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog === 'bulk' && (
        <BulkDialog
          count={ids.length}
          factories={props.factories}
          onSave={async (d) => {
            const ok = await props.onBulkEdit(ids, d);
            if (ok) setSelected(new Set());
            return ok;
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'platform' && <PlatformDialog onSave={props.onFromPlatform} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        message={T.deleteConfirm(ids.length)}
        tone="danger"
        onConfirm={() => {
          props.onDelete(ids);
          setSelected(new Set());
          setDialog(null);
        }}
      />
    </Box>
  );
}

function strip(p: CompanyProduct): ProductDraft {
  const { id: _id, product_id: _p, supplier_factory_name: _f, updated_time: _u, ...rest } = p;
  return rest;
}
