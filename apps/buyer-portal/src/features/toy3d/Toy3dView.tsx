import type { ToyItem } from '@wanju/api-client';
import { Button, Image } from '@wanju/ui';
import type { ReactNode } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as pageStyles from '../factory/Factory.css';
import { ListPager } from '../shell/ListPager';
import { TOY3D_TEXT as T } from './messages';
import * as styles from './Toy3d.css';

export interface Toy3dViewProps {
  state: LoadState;
  items: readonly ToyItem[];
  total: number;
  page: number;
  pageSize: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onPageChange: (page: number) => void;
  onOpenProduct: (id: number) => void;
  onRetry: () => void;
  /** The interactive viewer of the chosen exhibit (a lazy chunk; stories pass a stand-in). */
  viewer: ReactNode;
}

/** /toy3d: the 3D exhibits; the chosen one turns in the viewer beside the list. */
export function Toy3dView(props: Toy3dViewProps) {
  const { state, items, total, page, pageSize, selectedId, onSelect, onPageChange, onOpenProduct, onRetry } = props;
  const selected = items.find((i) => i.id === selectedId) ?? null;
  return (
    <section className={pageStyles.page} aria-label={T.title}>
      <header>
        <h1 className={pageStyles.title}>{T.title}</h1>
        {state === 'ready' && (
          <span className={pageStyles.count} role="status">
            {T.count(total)}
          </span>
        )}
      </header>
      <ListState
        state={state}
        isEmpty={items.length === 0}
        onRetry={onRetry}
        emptyTitle={T.empty}
        emptyHint={T.emptyHint}
      >
        <div className={styles.layout}>
          <div>
            {selected ? (
              <>
                <h2 className={pageStyles.name}>{selected.name}</h2>
                {props.viewer}
                <Button variant="link" onPress={() => onOpenProduct(selected.id)}>
                  {T.openDetail}
                </Button>
              </>
            ) : (
              <div className={styles.placeholder}>{T.choose}</div>
            )}
          </div>
          <div>
            <ul className={styles.list} aria-label={T.exhibits}>
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.exhibit}
                    aria-pressed={item.id === selectedId}
                    onClick={() => onSelect(item.id)}
                  >
                    <Image src={item.thumb || item.picture} alt="" ratio={1} width={56} />
                    <span className={styles.exhibitText}>
                      <span>{item.name}</span>
                      <span className={styles.meta}>
                        {T.articleNumber(item.article_number)} · {item.factory_name}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <ListPager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
          </div>
        </div>
      </ListState>
    </section>
  );
}
