import { X } from 'lucide-react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Image } from '../Image/Image';
import type { ProductCardData } from '../ProductCard/ProductCard';
import * as styles from './Compare.css';

export interface CompareTrayProps {
  items: readonly Pick<ProductCardData, 'id' | 'name' | 'picture'>[];
  /** Slots shown (the compare list's capacity). */
  max?: number;
  onRemove: (id: ProductCardData['id']) => void;
  onClear: () => void;
  onCompare: () => void;
}

/** The compare list at the bottom of a list page: chosen products, remove, clear, compare (needs two). */
export function CompareTray({ items, max = 4, onRemove, onClear, onCompare }: CompareTrayProps) {
  const empty = Math.max(0, max - items.length);
  return (
    <section className={styles.tray} aria-label="产品对比栏">
      <strong>
        对比（{items.length}/{max}）
      </strong>
      <ul className={styles.slots}>
        {items.map((p) => (
          <li key={p.id} className={styles.slot}>
            <span className={styles.thumb}>
              <Image src={p.picture} alt="" />
            </span>
            <span className={styles.slotName}>{p.name}</span>
            <IconButton size="sm" label={`移出对比 ${p.name}`} icon={<X size={12} />} onPress={() => onRemove(p.id)} />
          </li>
        ))}
        {Array.from({ length: empty }, (_, i) => i).map((i) => (
          <li key={`empty-${i}`} className={styles.emptySlot}>
            可继续添加
          </li>
        ))}
      </ul>
      <Button variant="ghost" onPress={onClear} isDisabled={items.length === 0}>
        清空
      </Button>
      <Button variant="primary" onPress={onCompare} isDisabled={items.length < 2}>
        开始对比
      </Button>
    </section>
  );
}
