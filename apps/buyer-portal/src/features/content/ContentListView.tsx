import type { ContentItem } from '@wanju/api-client';
import { Badge, Button, Image } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as pageStyles from '../factory/Factory.css';
import { ListPager } from '../shell/ListPager';
import * as styles from './ContentListView.css';
import { CONTENT_TEXT as T } from './messages';

export interface ContentListViewProps {
  title: string;
  state: LoadState;
  items: readonly ContentItem[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Opens an item (a live stream's player, a purchase order's detail); items are not links without it. */
  onOpen?: (item: ContentItem) => void;
}

/** The content areas: live streams, videos, toy circle, logistics providers, purchase orders, files. */
export function ContentListView({
  title,
  state,
  items,
  total,
  page,
  pageSize,
  onPageChange,
  onRetry,
  onOpen,
}: ContentListViewProps) {
  return (
    <section className={pageStyles.page} aria-label={title}>
      <header>
        <h1 className={pageStyles.title}>{title}</h1>
        {state === 'ready' && (
          <span className={pageStyles.count} role="status">
            {T.count(total)}
          </span>
        )}
      </header>
      <ListState state={state} isEmpty={items.length === 0} onRetry={onRetry} emptyTitle={T.empty} emptyHint="">
        <ul className={styles.grid} aria-label={title}>
          {items.map((item) => (
            <li key={item.id}>
              <article className={styles.card}>
                <Image src={item.picture} alt="" ratio={16 / 9} />
                <div className={styles.body}>
                  <h2 className={styles.title}>
                    {onOpen ? (
                      <Button variant="link" onPress={() => onOpen(item)}>
                        {item.title}
                      </Button>
                    ) : (
                      item.title
                    )}
                  </h2>
                  <span className={styles.meta}>{details(item)}</span>
                  <span className={styles.meta}>
                    {item.factory_name} · {item.created_time}
                  </span>
                  {item.status === 'live' && <Badge tone="danger">{T.live}</Badge>}
                </div>
              </article>
            </li>
          ))}
        </ul>
        <ListPager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      </ListState>
    </section>
  );
}

function details(item: ContentItem): string {
  const parts: string[] = [];
  if (typeof item.viewers === 'number') parts.push(T.viewers(item.viewers));
  if (typeof item.duration === 'number') parts.push(T.duration(item.duration));
  if (typeof item.phone === 'string') parts.push(T.phone(item.phone));
  if (Array.isArray(item.routes)) parts.push(T.routes(item.routes as string[]));
  parts.push(T.hits(item.hits));
  return parts.join(' · ');
}
