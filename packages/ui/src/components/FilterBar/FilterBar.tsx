import { CATEGORIES, CATEGORY_GROUPS, CERTIFICATES } from '@wanju/domain';
import { RotateCcw } from 'lucide-react';
import { Button } from '../Button/Button';
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { Tag, TagGroup } from '../Tag/Tag';
import { TextField } from '../TextField/TextField';
import * as styles from './FilterBar.css';

export const productSorts = [
  { id: 'default', name: '综合排序' },
  { id: 'newest', name: '最新上架' },
  { id: 'price_asc', name: '价格从低到高' },
  { id: 'price_desc', name: '价格从高到低' },
  { id: 'popular', name: '人气最高' },
] as const;
export type ProductSort = (typeof productSorts)[number]['id'];

export interface ProductFilters {
  categoryId: number | null;
  priceMin: number | null;
  priceMax: number | null;
  certificate: string | null;
  factory: string;
  region: string;
  sort: ProductSort;
}

export const emptyProductFilters: ProductFilters = {
  categoryId: null,
  priceMin: null,
  priceMax: null,
  certificate: null,
  factory: '',
  region: '',
  sort: 'default',
};

export interface FilterBarProps {
  value: ProductFilters;
  onChange: (value: ProductFilters) => void;
  /** Regions offered, e.g. 汕头澄海, 广州, 义乌. Free text when absent. */
  regions?: readonly string[];
  className?: string;
}

const num = (v: number) => (Number.isNaN(v) ? null : v);

/** Product list filters: category, price range, certificate, factory, region and sort, with removable chips. */
export function FilterBar({ value, onChange, regions, className }: FilterBarProps) {
  const set = (patch: Partial<ProductFilters>) => onChange({ ...value, ...patch });
  const categoryItems = CATEGORY_GROUPS.flatMap((g) =>
    g.categoryIds.map((id) => ({ id, name: `${g.name} / ${CATEGORIES.find((c) => c.id === id)?.name ?? id}` })),
  );
  const chips: { id: keyof ProductFilters; name: string }[] = [];
  if (value.categoryId !== null)
    chips.push({ id: 'categoryId', name: categoryItems.find((c) => c.id === value.categoryId)?.name ?? '' });
  if (value.priceMin !== null || value.priceMax !== null)
    chips.push({
      id: 'priceMin',
      name: `¥${value.priceMin ?? 0} - ${value.priceMax === null ? '不限' : `¥${value.priceMax}`}`,
    });
  if (value.certificate) chips.push({ id: 'certificate', name: value.certificate });
  if (value.factory) chips.push({ id: 'factory', name: `工厂：${value.factory}` });
  if (value.region) chips.push({ id: 'region', name: `地区：${value.region}` });

  const clear = (key: keyof ProductFilters) => {
    if (key === 'priceMin') set({ priceMin: null, priceMax: null });
    else set({ [key]: emptyProductFilters[key] } as Partial<ProductFilters>);
  };

  return (
    <search className={[styles.bar, className].filter(Boolean).join(' ')} aria-label="筛选产品">
      <div className={styles.row}>
        <Select
          className={styles.field}
          label="分类"
          placeholder="全部分类"
          items={categoryItems}
          selectedKey={value.categoryId}
          onSelectionChange={(k) => set({ categoryId: k === null ? null : Number(k) })}
        />
        <div className={styles.price}>
          <NumberField
            className={styles.priceField}
            label="最低价"
            hideSteppers
            minValue={0}
            value={value.priceMin ?? Number.NaN}
            onChange={(v) => set({ priceMin: num(v) })}
          />
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <NumberField
            className={styles.priceField}
            label="最高价"
            hideSteppers
            minValue={0}
            value={value.priceMax ?? Number.NaN}
            onChange={(v) => set({ priceMax: num(v) })}
          />
        </div>
        <Select
          className={styles.field}
          label="认证"
          placeholder="不限"
          items={CERTIFICATES.map((c) => ({ id: c.id, name: `${c.name}（${c.region}）` }))}
          selectedKey={value.certificate}
          onSelectionChange={(k) => set({ certificate: k === null ? null : String(k) })}
        />
        <TextField
          className={styles.field}
          label="工厂"
          placeholder="工厂名称"
          value={value.factory}
          onChange={(factory) => set({ factory })}
        />
        {regions ? (
          <Select
            className={styles.field}
            label="地区"
            placeholder="不限"
            items={regions.map((r) => ({ id: r, name: r }))}
            selectedKey={value.region || null}
            onSelectionChange={(k) => set({ region: k === null ? '' : String(k) })}
          />
        ) : (
          <TextField
            className={styles.field}
            label="地区"
            placeholder="如 汕头澄海"
            value={value.region}
            onChange={(region) => set({ region })}
          />
        )}
        <Select
          className={styles.field}
          label="排序"
          items={productSorts}
          selectedKey={value.sort}
          onSelectionChange={(k) => set({ sort: (k ?? 'default') as ProductSort })}
        />
        <Button
          variant="ghost"
          icon={<RotateCcw size={14} />}
          onPress={() => onChange(emptyProductFilters)}
          isDisabled={chips.length === 0}
        >
          重置
        </Button>
      </div>
      {chips.length > 0 && (
        <TagGroup
          label="已选条件"
          items={chips}
          onRemove={(keys) => {
            for (const k of keys) clear(k as keyof ProductFilters);
          }}
        >
          {(c) => <Tag id={c.id}>{c.name}</Tag>}
        </TagGroup>
      )}
    </search>
  );
}
