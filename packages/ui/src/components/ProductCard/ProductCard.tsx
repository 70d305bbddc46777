import { GitCompareArrows, ListPlus, MessageSquareQuote, ShoppingCart } from 'lucide-react';
import { memo } from 'react';
import { cx } from '../../cx';
import { Badge } from '../Badge/Badge';
import { DimensionText } from '../DimensionText/DimensionText';
import { Image } from '../Image/Image';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './ProductCard.css';

/** What a product card shows; apps map the API item (toy_id, exworks_price …) to this in one place. */
export interface ProductCardData {
  id: number | string;
  name: string;
  picture?: string | null;
  articleNumber?: string | null;
  price?: number | null;
  currency?: string;
  factoryName?: string | null;
  /** Sample size (length, width, height); shown only when meaningful. */
  size?: readonly [
    number | string | null | undefined,
    number | string | null | undefined,
    number | string | null | undefined,
  ];
  /** Short labels: 新品, 特价, EN71 … */
  tags?: readonly string[];
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Selection for batch actions (add to cart, compare, export). */
  isSelected?: boolean;
  onSelectionChange?: (id: ProductCardData['id'], selected: boolean) => void;
  onOpen?: (id: ProductCardData['id']) => void;
  onAddToCart?: (id: ProductCardData['id']) => void;
  onCompare?: (id: ProductCardData['id']) => void;
  /** 加入选品单: add the product to a selection list. */
  onAddToList?: (id: ProductCardData['id']) => void;
  /** 询价: open the inquiry form for the product. */
  onInquire?: (id: ProductCardData['id']) => void;
  isInCompare?: boolean;
  /** Eager-load the picture (first row). */
  priority?: boolean;
  /**
   * Text and the empty picture frame, without the controls or the picture request: ProductGrid paints its first
   * frame with lite cards and fills in the controls and pictures one frame later, so a list opens at once. Layout
   * is the same either way (a picture is transparent until it has loaded).
   */
  lite?: boolean;
  className?: string;
}

/**
 * One product in a list: picture, name, price, article number, factory; select, add to cart, compare.
 * Why native button/checkbox here rather than react-aria: a grid mounts a row of cards per scrolled frame and
 * react-aria's press/hover/focus hooks cost ~1 ms per control cold; native elements are equally accessible
 * and keep ProductGrid inside its frame budget. Styles key off :hover/:focus-visible/:checked instead.
 */
export const ProductCard = memo(function ProductCard({
  product,
  isSelected,
  onSelectionChange,
  onOpen,
  onAddToCart,
  onCompare,
  onAddToList,
  onInquire,
  isInCompare,
  priority,
  lite,
  className,
}: ProductCardProps) {
  const { id, name, picture, articleNumber, price, currency, factoryName, size, tags } = product;
  return (
    <article className={cx(styles.card, className)} data-selected={isSelected || undefined} aria-label={name}>
      <div className={styles.media}>
        <Image src={picture} alt={name} loading={priority ? 'eager' : 'lazy'} defer={lite} />
        {!lite && onSelectionChange && (
          <label className={styles.select}>
            <input
              type="checkbox"
              className={styles.checkbox}
              aria-label={`选择 ${name}`}
              checked={Boolean(isSelected)}
              onChange={(e) => onSelectionChange(id, e.currentTarget.checked)}
            />
          </label>
        )}
        {!lite && tags && tags.length > 0 && (
          <span className={styles.tags}>
            {tags.slice(0, 2).map((t) => (
              <Badge key={t} tone={t === '新品' ? 'success' : t === '特价' ? 'danger' : 'info'}>
                {t}
              </Badge>
            ))}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <button type="button" className={styles.name} onClick={() => onOpen?.(id)}>
          {name}
        </button>
        {articleNumber && <span className={styles.meta}>{`货号：${articleNumber}`}</span>}
        {size && <DimensionText label="样品" length={size[0]} width={size[1]} height={size[2]} />}
        {factoryName && <span className={styles.factory}>{factoryName}</span>}
        <div className={styles.footer}>
          <PriceTag value={price} currency={currency} label="出厂价" size="sm" />
          <span className={styles.actions}>
            {!lite && onCompare && (
              <button
                type="button"
                className={styles.action}
                aria-label={`加入对比：${name}`}
                aria-pressed={Boolean(isInCompare)}
                onClick={() => onCompare(id)}
              >
                <GitCompareArrows size={16} aria-hidden="true" />
              </button>
            )}
            {!lite && onInquire && (
              <button
                type="button"
                className={styles.action}
                aria-label={`询价：${name}`}
                onClick={() => onInquire(id)}
              >
                <MessageSquareQuote size={16} aria-hidden="true" />
              </button>
            )}
            {!lite && onAddToList && (
              <button
                type="button"
                className={styles.action}
                aria-label={`加入选品单：${name}`}
                onClick={() => onAddToList(id)}
              >
                <ListPlus size={16} aria-hidden="true" />
              </button>
            )}
            {!lite && onAddToCart && (
              <button
                type="button"
                className={styles.action}
                aria-label={`加入选样车：${name}`}
                onClick={() => onAddToCart(id)}
              >
                <ShoppingCart size={16} aria-hidden="true" />
              </button>
            )}
          </span>
        </div>
      </div>
    </article>
  );
});
