import type { FactoryItem } from '@wanju/api-client';
import { Badge, Button, Image, Pagination } from '@wanju/ui';
import type { ReactNode } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from './Factory.css';
import { FACTORY_TEXT as T } from './messages';

export interface FactoryListViewProps {
  title: string;
  keyword?: string;
  state: LoadState;
  items: readonly FactoryItem[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onOpen: (id: number) => void;
  onRetry: () => void;
  /** extra content above the list (a manufacturing area's introduction) */
  intro?: ReactNode;
}

/** Factory search results and factory lists (/factory_list, /taxpayer, a manufacturing area). */
export function FactoryListView({
  title,
  keyword,
  state,
  items,
  total,
  page,
  pageSize,
  onPageChange,
  onOpen,
  onRetry,
  intro,
}: FactoryListViewProps) {
  return (
    <section className={styles.page} aria-label={title}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        {state === 'ready' && (
          <span className={styles.count} role="status">
            {keyword ? T.keywordCount(keyword, total) : T.count(total)}
          </span>
        )}
      </header>
      {intro}
      <ListState state={state} isEmpty={items.length === 0} onRetry={onRetry} emptyTitle={T.empty}>
        <ul className={styles.list} aria-label={title}>
          {items.map((f) => (
            <li key={f.id}>
              <FactoryCard factory={f} onOpen={onOpen} />
            </li>
          ))}
        </ul>
        {total > pageSize && (
          <div className={styles.pager}>
            <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
          </div>
        )}
      </ListState>
    </section>
  );
}

/** Composed from kit primitives until the kit ships FactoryCard. */
export function FactoryCard({ factory, onOpen }: { factory: FactoryItem; onOpen: (id: number) => void }) {
  return (
    <article className={styles.card}>
      <Image src={factory.logo} alt="" width={64} ratio={1} />
      <div className={styles.cardBody}>
        <h2 className={styles.name}>
          <Button variant="link" onPress={() => onOpen(factory.id)}>
            {factory.name}
          </Button>
        </h2>
        <span className={styles.meta}>
          {factory.region_name} · {T.products(factory.toy_count)} · {T.followers(factory.follower_count)}
        </span>
        <span className={styles.meta}>
          {T.contact}：{factory.contact || T.none} {factory.tel}
        </span>
        <div>
          {factory.is_taxpayer === 1 && <Badge tone="success">{T.taxpayer}</Badge>}
          {factory.certifications.map((c) => (
            <Badge key={c} tone="info">
              {c}
            </Badge>
          ))}
        </div>
      </div>
    </article>
  );
}
