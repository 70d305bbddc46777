import type { ListingItem, StockEntry } from '@wanju/api-client';
import type { LoadState } from '@wanju/app-shell';
import { LISTING_LIMITS } from '@wanju/domain';
import { Box, Button, EmptyState, Image, NumberField, Pagination, SearchField, Spinner } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { PRODUCT_TEXT as T } from './messages';

export interface StockViewProps {
  state: LoadState;
  list: readonly ListingItem[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onSearch: (keyword: string) => void;
  onRetry: () => void;
  /** the product whose stock is open, with its history */
  selected: ListingItem | null;
  history: readonly StockEntry[];
  onSelect: (id: number) => void;
  onSave: (id: number, quantity: number, price: number | null) => void;
}

/** Stock per product (the portal's factory-stock list): quantity and stock price, with each change's record. */
export function StockView(props: StockViewProps) {
  const { selected } = props;
  const [quantity, setQuantity] = useState(Number.NaN);
  const [price, setPrice] = useState(Number.NaN);
  useEffect(() => {
    setQuantity(selected?.stock_quantity ?? Number.NaN);
    setPrice(selected?.stock_price ?? Number.NaN);
  }, [selected]);
  return (
    <Box as="section" aria-label={T.stock} display="flex" flexDirection="column" gap="md" padding="lg">
      <Box as="h1" fontSize="xl" fontWeight="bold">
        {T.stock}
      </Box>
      <SearchField label={T.search} onSubmit={props.onSearch} onClear={() => props.onSearch('')} />
      <Box display="flex" gap="lg" flexWrap="wrap" alignItems="flex-start">
        <Box display="flex" flexDirection="column" gap="sm" flexGrow={1} style={{ minWidth: 320 }}>
          {props.state === 'loading' ? (
            <Spinner size="lg" label={T.loading} showLabel />
          ) : props.state === 'error' ? (
            <EmptyState title={T.loadFailed} action={<Button onPress={props.onRetry}>{T.retry}</Button>} />
          ) : props.list.length === 0 ? (
            <EmptyState title={T.emptyFiltered} />
          ) : (
            <>
              <Box
                as="ul"
                display="flex"
                flexDirection="column"
                gap="xs"
                padding="none"
                margin="none"
                aria-label={T.stock}
              >
                {props.list.map((p) => (
                  <Box as="li" key={p.id} style={{ listStyle: 'none' }}>
                    <Button
                      variant={selected?.id === p.id ? 'primary' : 'ghost'}
                      fullWidth
                      onPress={() => props.onSelect(p.id)}
                    >
                      <Box display="flex" gap="md" alignItems="center" style={{ width: '100%' }}>
                        <Image src={p.thumb} alt="" width={40} ratio={1} fit="contain" />
                        <Box flexGrow={1}>
                          {p.name}（{p.article_number}）
                        </Box>
                        <span>{T.stockOf(p.stock_quantity)}</span>
                      </Box>
                    </Button>
                  </Box>
                ))}
              </Box>
              <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPage} />
            </>
          )}
        </Box>
        <Box
          as="aside"
          aria-label={T.history}
          display="flex"
          flexDirection="column"
          gap="md"
          padding="lg"
          background="surface"
          borderRadius="md"
          style={{ width: 360 }}
        >
          {selected ? (
            <>
              <Box fontWeight="bold">
                {selected.name}（{selected.article_number}）
              </Box>
              <NumberField
                label={T.stockQuantity}
                minValue={0}
                maxValue={LISTING_LIMITS.stock}
                step={1}
                value={quantity}
                onChange={setQuantity}
              />
              <NumberField
                label={T.stockPrice}
                minValue={0}
                maxValue={LISTING_LIMITS.price}
                step={0.01}
                hideSteppers
                value={price}
                onChange={setPrice}
              />
              <Button
                variant="primary"
                isDisabled={!Number.isInteger(quantity)}
                onPress={() => props.onSave(selected.id, quantity, Number.isNaN(price) ? null : price)}
              >
                {T.saveStock}
              </Button>
              <Box as="h2" fontWeight="bold">
                {T.history}
              </Box>
              {props.history.length ? (
                <Box
                  as="ol"
                  display="flex"
                  flexDirection="column"
                  gap="xs"
                  padding="none"
                  margin="none"
                  aria-label={T.history}
                >
                  {props.history.map((h) => (
                    <Box as="li" key={h.id} fontSize="sm" style={{ listStyle: 'none' }}>
                      {T.historyLine(h.stock_quantity, h.stock_price, h.user_name, h.created_time)}
                    </Box>
                  ))}
                </Box>
              ) : (
                <Box color="textSecondary">{T.noHistory}</Box>
              )}
            </>
          ) : (
            <Box color="textSecondary">{T.chooseProduct}</Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
