import type { BoothItem, ShowroomDetail, ShowroomProduct } from '@wanju/api-client';
import { boothsByFloor } from '@wanju/domain';
import { Badge, Box, Button, EmptyState, ProductGrid, SearchField, Select, Spinner } from '@wanju/ui';
import { useState } from 'react';
import { GRID_HEIGHT, numericId, toProductCards } from '../catalogue/cards';
import { ListState, type LoadState } from '../catalogue/ListState';
import { ListPager } from '../shell/ListPager';
import { SHOWROOM_TEXT as T } from './messages';
import * as styles from './Showroom.css';

export interface ShowroomViewProps {
  state: LoadState;
  showroom: ShowroomDetail | null;
  floor: string | null;
  boothId: number | null;
  keyword: string;
  categoryId: number | null;
  productsState: LoadState;
  products: readonly ShowroomProduct[];
  total: number;
  page: number;
  pageSize: number;
  onFloor: (floor: string | null) => void;
  onBooth: (booth: BoothItem | null) => void;
  onSearch: (keyword: string) => void;
  onCategory: (id: number | null) => void;
  onPage: (page: number) => void;
  onOpenProduct: (id: number) => void;
  onAddToCart: (id: number) => void;
  onRetry: () => void;
}

/** One showroom: its booths floor by floor on the floor map, and its products with search and category filters. */
export function ShowroomView(props: ShowroomViewProps) {
  const { showroom } = props;
  const [keyword, setKeyword] = useState(props.keyword);
  if (props.state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" showLabel />
      </Box>
    );
  if (props.state === 'error' || !showroom)
    return <EmptyState title={T.loadFailed} action={<Button onPress={props.onRetry}>{T.retry}</Button>} />;
  const floors = boothsByFloor(showroom.floors, showroom.booths);
  const shown = props.floor ? floors.filter((f) => f.floor === props.floor) : floors;
  const booth = showroom.booths.find((b) => b.id === props.boothId) ?? null;
  const categories = [
    { id: 0, name: T.allCategories },
    ...showroom.categories.map((c) => ({ id: c.id, name: `${c.name}（${c.count}）` })),
  ];
  return (
    <section className={styles.page} aria-label={showroom.name}>
      <header className={styles.head}>
        <Box display="flex" flexDirection="column" gap="xs">
          <h1 className={styles.title}>{showroom.name}</h1>
          <span className={styles.meta}>
            {T.address}：{showroom.address || showroom.city}
          </span>
          <span className={styles.meta}>
            {T.hours}：{showroom.opening_hours || T.noHours}
          </span>
          <span className={styles.meta}>
            {T.booths(showroom.booth_count)} · {T.products(showroom.product_count)}
          </span>
        </Box>
      </header>

      <nav aria-label={T.floors} className={styles.row}>
        <Button variant={props.floor ? 'ghost' : 'primary'} size="sm" onPress={() => props.onFloor(null)}>
          {T.allFloors}
        </Button>
        {floors.map((f) => (
          <Button
            key={f.floor}
            size="sm"
            variant={props.floor === f.floor ? 'primary' : 'ghost'}
            onPress={() => props.onFloor(f.floor)}
          >
            {f.floor}
          </Button>
        ))}
      </nav>

      {shown.map((f) => (
        <section key={f.floor} aria-label={T.boothsOfFloor(f.floor)}>
          <h2 className={styles.subtitle}>{T.boothsOfFloor(f.floor)}</h2>
          {f.booths.length === 0 ? (
            <p className={styles.meta}>{T.noBooths}</p>
          ) : (
            <>
              <fieldset className={styles.map} aria-label={T.floorMap(f.floor)}>
                {f.booths.map((b) => (
                  <button
                    key={b.id}
                    type="button"
                    className={styles.pin}
                    style={{ left: `${b.map_x}%`, top: `${b.map_y}%` }}
                    aria-pressed={b.id === props.boothId}
                    aria-label={`${T.booth(b.number)} ${b.factory_name}`}
                    onClick={() => props.onBooth(b.id === props.boothId ? null : b)}
                  >
                    {b.number}
                  </button>
                ))}
              </fieldset>
              <ul className={styles.boothList} aria-label={T.boothsOfFloor(f.floor)}>
                {f.booths.map((b) => (
                  <li key={b.id} className={styles.card}>
                    <strong>{T.booth(b.number)}</strong>
                    <span>{b.factory_name}</span>
                    <span className={styles.meta}>{T.products(b.product_count)}</span>
                    <Button
                      size="sm"
                      variant={b.id === props.boothId ? 'primary' : 'outline'}
                      onPress={() => props.onBooth(b.id === props.boothId ? null : b)}
                    >
                      {b.id === props.boothId ? T.allBooths : T.booth(b.number)}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}

      <div className={styles.row}>
        <SearchField
          label={T.search}
          placeholder={T.searchPlaceholder}
          value={keyword}
          onChange={setKeyword}
          onSubmit={(k) => props.onSearch(k.trim())}
          onClear={() => props.onSearch('')}
        />
        <Button variant="primary" onPress={() => props.onSearch(keyword.trim())}>
          {T.search}
        </Button>
        <Select
          label={T.category}
          items={categories}
          selectedKey={props.categoryId ?? 0}
          onSelectionChange={(key) => props.onCategory(Number(key) || null)}
        />
        {booth && <Badge tone="info">{T.filteredBy(`${booth.number} ${booth.factory_name}`)}</Badge>}
        {booth && (
          <Button size="sm" variant="link" onPress={() => props.onBooth(null)}>
            {T.showAll}
          </Button>
        )}
      </div>

      <ListState state={props.productsState} isEmpty={props.products.length === 0} onRetry={props.onRetry}>
        <ProductGrid
          products={toProductCards(props.products).map((card, i) => {
            const p = props.products[i] as ShowroomProduct;
            return { ...card, tags: [T.booth(p.booth_number), ...(p.featured ? [T.featured] : [])] };
          })}
          label={T.productsLabel}
          height={GRID_HEIGHT.list}
          onOpen={(id) => props.onOpenProduct(numericId(id))}
          onAddToCart={(id) => props.onAddToCart(numericId(id))}
        />
        <ListPager page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPage} />
      </ListState>
    </section>
  );
}
