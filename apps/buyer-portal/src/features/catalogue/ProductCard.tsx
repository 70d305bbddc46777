import type { ToyItem } from '@wanju/api-client';
import { BASE_CURRENCY, formatPrice } from '@wanju/domain';
import { Badge, Button, Image } from '@wanju/ui';
import { CATALOGUE_TEXT } from './messages';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  item: ToyItem;
  onOpen: (id: number) => void;
  onOpenFactory?: (factoryId: number) => void;
  inCompare?: boolean;
  onToggleCompare?: (id: number) => void;
}

/** A product in a list. Composed from kit primitives until the kit ships ProductCard. */
export function ProductCard({ item, onOpen, onOpenFactory, inCompare, onToggleCompare }: ProductCardProps) {
  return (
    <article className={styles.card}>
      <button type="button" className={styles.open} onClick={() => onOpen(item.id)}>
        <Image src={item.thumb || item.picture} alt="" ratio={1} />
        <span className={styles.name}>{item.name}</span>
      </button>
      <span className={styles.body}>
        <span className={styles.meta}>{CATALOGUE_TEXT.articleNumber(item.article_number)}</span>
        <span className={styles.price}>{formatPrice(item.exworks_price, BASE_CURRENCY)}</span>
      </span>
      <div className={styles.footer}>
        {onOpenFactory ? (
          <Button size="sm" variant="link" onPress={() => onOpenFactory(item.factory_id)} className={styles.factory}>
            {item.factory_name}
          </Button>
        ) : (
          <span className={styles.factory}>{item.factory_name}</span>
        )}
        {item.stock_quantity != null && <Badge tone="success">{CATALOGUE_TEXT.stock(item.stock_quantity)}</Badge>}
        {onToggleCompare && (
          <Button size="sm" variant={inCompare ? 'secondary' : 'outline'} onPress={() => onToggleCompare(item.id)}>
            {inCompare ? CATALOGUE_TEXT.inCompare : CATALOGUE_TEXT.addCompare}
          </Button>
        )}
      </div>
    </article>
  );
}

export interface ProductGridProps extends Omit<ProductCardProps, 'item' | 'inCompare'> {
  items: readonly ToyItem[];
  compareIds?: readonly number[];
  label?: string;
}

export function ProductGrid({ items, compareIds, label, ...card }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ProductCard item={item} inCompare={compareIds?.includes(item.id)} {...card} />
        </li>
      ))}
    </ul>
  );
}
