import { CATEGORIES, CATEGORY_GROUPS, type Category, type CategoryGroup } from '@wanju/domain';
import { ChevronRight } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { cx } from '../../cx';
import * as styles from './CategoryMenu.css';

export interface CategoryMenuProps {
  onSelect: (categoryId: number) => void;
  selectedId?: number | null;
  /** Defaults to the domain's 7 groups and categories 4000–4029. */
  groups?: readonly CategoryGroup[];
  categories?: readonly Category[];
  /** Open this group's panel initially (stories). */
  defaultOpenGroup?: string;
  className?: string;
}

/**
 * The home page's category menu (spec §2): 7 groups; hovering or pressing a group shows its categories
 * beside it. Keyboard: Enter/Space/→ opens a group, Escape closes.
 */
export function CategoryMenu({
  onSelect,
  selectedId,
  groups = CATEGORY_GROUPS,
  categories = CATEGORIES,
  defaultOpenGroup,
  className,
}: CategoryMenuProps) {
  const [open, setOpen] = useState<string | null>(defaultOpenGroup ?? null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The open group was opened by a press (a second press closes it), not by the pointer resting on it. */
  const pressed = useRef(false);
  const panelId = useId();
  const byId = new Map(categories.map((c) => [c.id, c]));
  const openGroup = groups.find((g) => g.id === open);
  const later = (next: string | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        pressed.current = false;
        setOpen(next);
      },
      next ? 80 : 200,
    );
  };
  // A key or a press decides now: a hover's pending change must not undo it a moment later.
  const now = (next: string | null) => {
    clearTimeout(timer.current);
    setOpen(next);
  };
  return (
    <nav
      aria-label="产品分类"
      className={cx(styles.root, className)}
      onPointerLeave={() => later(null)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') now(null);
      }}
    >
      <ul className={styles.groups}>
        {groups.map((g) => (
          <li key={g.id} onPointerEnter={() => later(g.id)}>
            <Button
              className={styles.group}
              aria-expanded={open === g.id}
              aria-controls={open === g.id ? panelId : undefined}
              onPress={() => {
                // A press on the group the pointer opened keeps it open; a second press closes it.
                const close = open === g.id && pressed.current;
                pressed.current = !close;
                now(close ? null : g.id);
              }}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight') now(g.id);
                else e.continuePropagation();
              }}
            >
              {g.name}
              <ChevronRight size={14} aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {openGroup && (
        <section
          id={panelId}
          className={styles.flyout}
          aria-label={openGroup.name}
          onPointerEnter={() => later(openGroup.id)}
        >
          <div className={styles.flyoutTitle}>{openGroup.name}</div>
          <ul className={styles.cats}>
            {openGroup.categoryIds.map((id) => {
              const c = byId.get(id);
              if (!c) return null;
              return (
                <li key={id}>
                  <Button
                    className={styles.cat}
                    aria-current={selectedId === id ? true : undefined}
                    onPress={() => onSelect(id)}
                  >
                    {c.name}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </nav>
  );
}
