import type { CSSProperties } from 'react';
import { UI_TEXT } from '../../messages';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProductCard, type ProductCardData, type ProductCardProps } from '../ProductCard/ProductCard';
import { skeletonCard } from '../ProductGrid/ProductGrid.css';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ProductShelf.css';

export interface ProductShelfProps extends Pick<ProductCardProps, 'onOpen' | 'onAddToCart' | 'onCompare'> {
  /** A section's worth of products (tens, not thousands: long lists use ProductGrid). */
  products: readonly ProductCardData[];
  /** Accessible name of the list, e.g. '新品推荐'. */
  label: string;
  /** Loading: this many skeleton cards of the real cards' size, so nothing moves when the products arrive. */
  loadingCount?: number;
  /** Narrowest a card may get; the column count follows from the width. */
  minCardWidth?: number;
  /** Height of a card below its square picture, px (as ProductGrid's cardBodyHeight). */
  cardBodyHeight?: number;
}

/**
 * A section of product cards in a plain responsive grid (home and other previews). No virtualiser and no inner
 * scrolling: every card is in the page, each as tall as in ProductGrid.
 */
export function ProductShelf({
  products,
  label,
  loadingCount,
  minCardWidth = 220,
  cardBodyHeight = 176,
  onOpen,
  onAddToCart,
  onCompare,
}: ProductShelfProps) {
  const grid: CSSProperties = { gridTemplateColumns: `repeat(auto-fill, minmax(min(${minCardWidth}px, 100%), 1fr))` };
  const size: CSSProperties = { height: `calc(100cqw + ${cardBodyHeight}px)` };
  if (loadingCount !== undefined) {
    return (
      <ul className={styles.shelf} style={grid} aria-label={label} aria-busy="true">
        {Array.from({ length: loadingCount }, (_, i) => i).map((i) => (
          <li key={`sk-${i}`} className={styles.cell}>
            {i === 0 && <span className={styles.hidden}>{UI_TEXT.loading}</span>}
            <div className={skeletonCard} style={size}>
              <Skeleton className={styles.skeletonPicture} />
              <Skeleton lines={2} />
              <Skeleton shape="text" width="40%" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (products.length === 0) return <EmptyState />;
  return (
    <ul className={styles.shelf} style={grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className={styles.cell}>
          <div className={styles.card} style={size}>
            <ProductCard product={product} onOpen={onOpen} onAddToCart={onAddToCart} onCompare={onCompare} />
          </div>
        </li>
      ))}
    </ul>
  );
}
