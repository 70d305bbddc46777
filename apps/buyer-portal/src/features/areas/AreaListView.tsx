import type { RegionItem } from '@wanju/api-client';
import { Button } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from '../factory/Factory.css';
import { AREA_TEXT as T } from './messages';

export interface AreaListViewProps {
  state: LoadState;
  areas: readonly RegionItem[];
  onOpen: (id: number) => void;
  onRetry: () => void;
}

/** /toy_area: the national manufacturing areas. */
export function AreaListView({ state, areas, onOpen, onRetry }: AreaListViewProps) {
  return (
    <section className={styles.page} aria-label={T.title}>
      <h1 className={styles.title}>{T.title}</h1>
      <ListState state={state} isEmpty={areas.length === 0} onRetry={onRetry} emptyTitle={T.empty}>
        <ul className={styles.list} aria-label={T.title}>
          {areas.map((a) => (
            <li key={a.id}>
              <article className={styles.card}>
                <div className={styles.cardBody}>
                  <h2 className={styles.name}>
                    <Button variant="link" onPress={() => onOpen(a.id)}>
                      {a.name}
                    </Button>
                  </h2>
                  <span className={styles.meta}>
                    {a.province} · {T.counts(a.factory_count, a.toy_count)}
                  </span>
                  <span className={styles.meta}>{a.intro}</span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
