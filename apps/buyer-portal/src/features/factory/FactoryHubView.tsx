import type { AttentionFactory } from '@wanju/api-client';
import { Button, FactoryCard, SearchField } from '@wanju/ui';
import { useState } from 'react';
import { numericId, toFactoryCard } from '../catalogue/cards';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from './Factory.css';
import { FACTORY_TEXT as T } from './messages';

export interface FactoryHubViewProps {
  followedState: LoadState;
  followed: readonly AttentionFactory[];
  /** the factory lists one click away (path and title from the route table) */
  shortcuts: readonly { path: string; label: string }[];
  onSearch: (keyword: string) => void;
  onOpenPath: (path: string) => void;
  onOpenFactory: (id: number) => void;
  onRetry: () => void;
}

/** /factory_detail without a factory: search the factories or open a followed one. */
export function FactoryHubView(props: FactoryHubViewProps) {
  const [keyword, setKeyword] = useState('');
  return (
    <section className={styles.page} aria-label={T.hubTitle}>
      <h1 className={styles.title}>{T.hubTitle}</h1>
      <div className={styles.hubSearch}>
        <SearchField
          label={T.hubSearch}
          placeholder={T.hubSearchPlaceholder}
          value={keyword}
          onChange={setKeyword}
          onSubmit={(k) => k.trim() && props.onSearch(k.trim())}
        />
        <Button variant="primary" isDisabled={!keyword.trim()} onPress={() => props.onSearch(keyword.trim())}>
          {T.hubSearch}
        </Button>
      </div>
      <nav aria-label={T.hubShortcuts} className={styles.hubShortcuts}>
        {props.shortcuts.map((s) => (
          <Button key={s.path} variant="outline" size="sm" onPress={() => props.onOpenPath(s.path)}>
            {s.label}
          </Button>
        ))}
      </nav>
      <div className={styles.hubHeader}>
        <h2 className={styles.name}>{T.hubFollowed}</h2>
        <Button variant="link" size="sm" onPress={() => props.onOpenPath('/follow')}>
          {T.hubAllFollowed}
        </Button>
      </div>
      <ListState
        state={props.followedState}
        isEmpty={props.followed.length === 0}
        onRetry={props.onRetry}
        emptyTitle={T.hubFollowedEmpty}
        emptyHint={T.hubFollowedHint}
      >
        <ul className={styles.list} aria-label={T.hubFollowed}>
          {props.followed.map((f) => (
            <li key={f.id}>
              <FactoryCard factory={toFactoryCard(f, T)} onOpen={(id) => props.onOpenFactory(numericId(id))} />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
