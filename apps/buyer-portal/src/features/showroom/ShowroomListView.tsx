import type { ShowroomSummary } from '@wanju/api-client';
import { Button } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import { SHOWROOM_TEXT as T } from './messages';
import * as styles from './Showroom.css';

export interface ShowroomListViewProps {
  state: LoadState;
  /** already in the spec's order (104, 10, 99 first; 19 last; the rest shuffled) */
  showrooms: readonly ShowroomSummary[];
  onOpen: (showroom: ShowroomSummary) => void;
  onRetry: () => void;
}

/** /showroom: every showroom, each opening its own page. */
export function ShowroomListView({ state, showrooms, onOpen, onRetry }: ShowroomListViewProps) {
  return (
    <section className={styles.page} aria-label={T.listTitle}>
      <h1 className={styles.title}>{T.listTitle}</h1>
      <ListState state={state} isEmpty={showrooms.length === 0} emptyTitle={T.empty} onRetry={onRetry}>
        <ul className={styles.grid} aria-label={T.listLabel}>
          {showrooms.map((s) => (
            <li key={s.id} className={styles.card}>
              <h2 className={styles.subtitle}>{s.name}</h2>
              <span className={styles.meta}>{s.address || s.city}</span>
              <span className={styles.meta}>
                {T.booths(s.booth_count)} · {T.products(s.product_count)}
              </span>
              <Button variant="outline" onPress={() => onOpen(s)} aria-label={`${T.open} ${s.name}`}>
                {T.open}
              </Button>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
