import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProductCard, type ProductCardData, type ProductCardProps } from '../ProductCard/ProductCard';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ProductGrid.css';

type Id = ProductCardData['id'];

export interface ProductGridProps
  extends Pick<
    ProductCardProps,
    'onOpen' | 'onAddToCart' | 'onCompare' | 'onSelectionChange' | 'onAddToList' | 'onInquire'
  > {
  products: readonly ProductCardData[];
  /** Accessible name of the list, e.g. '新品列表'. */
  label: string;
  /** Height of the scrolling viewport (the grid scrolls inside itself). */
  height: CSSProperties['height'];
  /** Narrowest a card may get; the column count follows from the width. */
  minCardWidth?: number;
  /**
   * Height of a card below its square picture, px. Rows have a fixed height (picture width + this), so scrolling
   * never measures the DOM; pass more when renderCard shows more.
   */
  cardBodyHeight?: number;
  gap?: number;
  selectedIds?: ReadonlySet<Id>;
  compareIds?: ReadonlySet<Id>;
  /** First load: skeleton cards. */
  isLoading?: boolean;
  /** A next page is loading: spinner at the end. */
  isLoadingMore?: boolean;
  /** Called when the user scrolls near the end (infinite loading). */
  onEndReached?: () => void;
  empty?: ReactNode;
  /** Render something other than the default ProductCard. */
  renderCard?: (product: ProductCardData, index: number) => ReactNode;
  className?: string;
}

/**
 * A virtualised grid of product cards: only the rows in view (plus a few) are in the DOM, so 10 000 products
 * render and scroll like 20. Columns follow the width (1046 → 4, 1686 → 7 with the defaults).
 */
export function ProductGrid({
  products,
  label,
  height,
  minCardWidth = 220,
  cardBodyHeight = 176,
  gap = 16,
  selectedIds,
  compareIds,
  isLoading,
  isLoadingMore,
  onEndReached,
  empty,
  renderCard,
  className,
  onOpen,
  onAddToCart,
  onCompare,
  onAddToList,
  onInquire,
  onSelectionChange,
}: ProductGridProps) {
  const scrollRef = useRef<HTMLElement>(null);
  // The viewport's inner size, measured before the first paint and kept by one ResizeObserver.
  const [box, setBox] = useState({ width: 0, height: 0 });
  // The scroll offset the rendered rows were chosen for; it changes only when another row enters or leaves.
  const [scrollTop, setScrollTop] = useState(0);

  const columns = Math.max(1, Math.floor((box.width + gap) / (minCardWidth + gap)) || 1);
  const rowCount = Math.ceil(products.length / columns);
  const cardWidth = box.width > 0 ? (box.width - gap * (columns - 1)) / columns : minCardWidth;
  const rowHeight = Math.round(cardWidth + cardBodyHeight);
  const pitch = rowHeight + gap;

  // The first frame shows only the rows in view, as lite cards (picture and text); their controls and the
  // overscan row follow right after it is painted.
  const [filled, setFilled] = useState(false);
  const hasProducts = products.length > 0 && !isLoading;
  useEffect(() => {
    if (filled || !hasProducts) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const raf = requestAnimationFrame(() => {
      timer = setTimeout(() => setFilled(true), 0);
    });
    return () => {
      cancelAnimationFrame(raf);
      clearTimeout(timer);
    };
  }, [filled, hasProducts]);

  // Rows have a fixed height, so the rows in view follow from the scroll offset by arithmetic: no per-row
  // measurement, no position table for 10 000 products.
  const overscan = filled ? 1 : 0;
  const rowsAt = (top: number) =>
    box.width > 0 && rowCount > 0
      ? ([
          Math.max(0, Math.floor(top / pitch) - overscan),
          Math.min(rowCount - 1, Math.floor((top + Math.max(box.height, 1) - 1) / pitch) + overscan),
        ] as const)
      : ([0, -1] as const);
  const [firstRow, lastRow] = rowsAt(scrollTop);
  const current = useRef({ rowsAt, scrollTop });
  current.current = { rowsAt, scrollTop };

  const hasScroller = !isLoading && products.length > 0;
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!hasScroller || !el) return;
    const measure = () => {
      const width = el.clientWidth;
      const height = el.clientHeight;
      setBox((b) => (b.width === width && b.height === height ? b : { width, height }));
    };
    measure();
    // A scroller that comes back (after loading) starts at its own offset, not the old one's.
    setScrollTop(el.scrollTop);
    // A new row in view renders in the scroll event's own frame (flushSync), so fast scrolling shows no gaps.
    const onScroll = () => {
      const { rowsAt: rows, scrollTop: shown } = current.current;
      const [a, b] = rows(shown);
      const [c, d] = rows(el.scrollTop);
      if (a !== c || b !== d) flushSync(() => setScrollTop(el.scrollTop));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      ro?.disconnect();
    };
  }, [hasScroller]);

  useEffect(() => {
    if (onEndReached && rowCount > 0 && lastRow >= rowCount - 2 && !isLoadingMore) onEndReached();
  }, [lastRow, rowCount, onEndReached, isLoadingMore]);

  if (isLoading) {
    return (
      <section className={cx(styles.scroller, className)} style={{ height }} aria-busy="true" aria-label={label}>
        <div className={styles.row} style={{ position: 'static', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap }}>
          {Array.from({ length: columns * 2 }, (_, i) => i).map((i) => (
            <div key={`sk-${i}`} className={styles.skeletonCard}>
              <Skeleton height={minCardWidth - 24} />
              <Skeleton lines={2} />
              <Skeleton shape="text" width="40%" />
            </div>
          ))}
        </div>
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {UI_TEXT.loading}
        </span>
      </section>
    );
  }

  if (products.length === 0) {
    return <div className={className}>{empty ?? <EmptyState />}</div>;
  }

  return (
    <section
      ref={scrollRef}
      className={cx(styles.scroller, className)}
      style={{ height }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be keyboard-scrollable (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={label}
      data-testid="product-grid"
    >
      <div className={styles.inner} style={{ height: box.width > 0 ? rowCount * pitch - gap : 0 }}>
        {Array.from({ length: lastRow - firstRow + 1 }, (_, k) => {
          const index = firstRow + k;
          const start = index * columns;
          const rowProducts = products.slice(start, start + columns);
          return (
            <ul
              key={index}
              data-index={index}
              className={styles.row}
              aria-label={`第 ${index + 1} 行`}
              style={{
                transform: `translateY(${index * pitch}px)`,
                height: rowHeight,
                gridTemplateColumns: `repeat(${columns}, 1fr)`,
                gap,
              }}
            >
              {rowProducts.map((product, i) => (
                <li
                  key={product.id}
                  className={styles.cell}
                  aria-setsize={products.length}
                  aria-posinset={start + i + 1}
                >
                  {renderCard ? (
                    renderCard(product, start + i)
                  ) : (
                    <ProductCard
                      product={product}
                      priority={index === 0}
                      lite={!filled}
                      isSelected={selectedIds?.has(product.id)}
                      isInCompare={compareIds?.has(product.id)}
                      onOpen={onOpen}
                      onAddToCart={onAddToCart}
                      onCompare={onCompare}
                      onAddToList={onAddToList}
                      onInquire={onInquire}
                      onSelectionChange={onSelectionChange}
                    />
                  )}
                </li>
              ))}
            </ul>
          );
        })}
      </div>
      {isLoadingMore && (
        <div className={styles.status}>
          <Spinner showLabel />
        </div>
      )}
    </section>
  );
}
