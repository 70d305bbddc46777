import type { SampleCart } from '@wanju/domain';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Badge, CountBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { IconButton } from '../IconButton/IconButton';
import { Popover, PopoverTrigger } from '../Popover/Popover';
import * as styles from './SampleCartHoverList.css';

export interface SampleCartHoverListProps {
  carts: readonly Pick<SampleCart, 'id' | 'name' | 'is_default' | 'toy_count' | 'customer_name'>[];
  /** Open one cart (its page). */
  onOpen: (id: number) => void;
  onManage: () => void;
  onCreate: () => void;
  /** Opens on hover after this delay, ms (and always on press / keyboard). */
  hoverDelay?: number;
  defaultOpen?: boolean;
}

/** The header's sample-cart button: hover or press shows the carts with manage and create (spec §2). */
export function SampleCartHoverList({
  carts,
  onOpen,
  onManage,
  onCreate,
  hoverDelay = 200,
  defaultOpen,
}: SampleCartHoverListProps) {
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hover = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), next ? hoverDelay : 300);
  };
  // A press or an item that closes the list wins over a hover still waiting to open or close it.
  const change = (next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  };
  const total = carts.reduce((n, c) => n + (c.toy_count || 0), 0);
  return (
    // Hover only adds a shortcut: the button opens the list for keyboard and touch users.
    <span onPointerEnter={() => hover(true)} onPointerLeave={() => hover(false)}>
      <PopoverTrigger isOpen={open} onOpenChange={change}>
        <CountBadge count={total} label="款样品">
          <IconButton label="选样车" icon={<ShoppingCart size={18} />} />
        </CountBadge>
        <Popover title="我的选样车" placement="bottom end" width={300} isNonModal={false}>
          {({ close }) => (
            <>
              {carts.length === 0 ? (
                <EmptyState title="还没有选样车" />
              ) : (
                <ul className={styles.list}>
                  {carts.map((c) => (
                    <li key={c.id}>
                      <RACButton
                        className={styles.item}
                        onPress={() => {
                          onOpen(c.id);
                          close();
                        }}
                      >
                        <span className={styles.name}>{c.name}</span>
                        {c.is_default === 1 && <Badge tone="primary">默认</Badge>}
                        {c.customer_name && <span className={styles.customer}>{c.customer_name}</span>}
                        <span className={styles.count}>{c.toy_count} 款</span>
                      </RACButton>
                    </li>
                  ))}
                </ul>
              )}
              <div className={styles.footer}>
                <Button
                  size="sm"
                  onPress={() => {
                    onManage();
                    close();
                  }}
                >
                  管理选样车
                </Button>
                <Button
                  size="sm"
                  variant="primary"
                  onPress={() => {
                    onCreate();
                    close();
                  }}
                >
                  新建选样车
                </Button>
              </div>
            </>
          )}
        </Popover>
      </PopoverTrigger>
    </span>
  );
}
