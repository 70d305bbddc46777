import type { FactoryItem } from '@wanju/api-client';
import { FactoryCard } from '@wanju/ui';
import type { ReactNode } from 'react';
import { numericId, toFactoryCard } from '../catalogue/cards';
import { ListState, type LoadState } from '../catalogue/ListState';
import { ListPager } from '../shell/ListPager';
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
              <FactoryCard factory={toFactoryCard(f, T)} onOpen={(id) => onOpen(numericId(id))} />
            </li>
          ))}
        </ul>
        <ListPager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      </ListState>
    </section>
  );
}
