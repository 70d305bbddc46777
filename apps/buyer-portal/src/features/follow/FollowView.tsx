import type { AttentionFactory, AttentionToy, AttentionType } from '@wanju/api-client';
import { Button, Image, Tab, TabList, TabPanel, Tabs } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as pageStyles from '../factory/Factory.css';
import { ListPager } from '../shell/ListPager';
import * as styles from './Follow.css';
import { FOLLOW_TEXT as T } from './messages';

export interface FollowViewProps {
  type: AttentionType;
  onTypeChange: (type: AttentionType) => void;
  state: LoadState;
  factories: readonly AttentionFactory[];
  products: readonly AttentionToy[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onOpen: (type: AttentionType, id: number) => void;
  onUnfollow: (type: AttentionType, id: number) => void;
  onRetry: () => void;
}

interface Row {
  id: number;
  name: string;
  picture: string;
  meta: string;
  time: string;
}

/** /follow: the followed factories and products, each with open and unfollow. */
export function FollowView(props: FollowViewProps) {
  const { type, onTypeChange, state, total, page, pageSize, onPageChange, onOpen, onUnfollow, onRetry } = props;
  const rows: Row[] =
    type === 'factory'
      ? props.factories.map((f) => ({
          id: f.id,
          name: f.name,
          picture: f.logo,
          meta: T.factoryMeta(f.region_name, f.toy_count),
          time: f.attention_time,
        }))
      : props.products.map((p) => ({
          id: p.id,
          name: p.name,
          picture: p.thumb || p.picture,
          meta: T.productMeta(p.article_number, p.factory_name),
          time: p.attention_time,
        }));
  const panel = (
    <ListState
      state={state}
      isEmpty={rows.length === 0}
      onRetry={onRetry}
      emptyTitle={type === 'factory' ? T.emptyFactories : T.emptyProducts}
      emptyHint={T.emptyHint}
    >
      <ul className={styles.list} aria-label={type === 'factory' ? T.factories : T.products}>
        {rows.map((r) => (
          <li key={r.id} className={styles.item}>
            <Image src={r.picture} alt={r.name} width={72} ratio={1} />
            <div className={styles.body}>
              <h2 className={styles.name}>{r.name}</h2>
              <span className={pageStyles.meta}>{r.meta}</span>
              <span className={pageStyles.meta}>{T.followedAt(r.time)}</span>
            </div>
            <div className={styles.actions}>
              <Button size="sm" variant="outline" onPress={() => onOpen(type, r.id)} aria-label={`${T.open} ${r.name}`}>
                {T.open}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onPress={() => onUnfollow(type, r.id)}
                aria-label={`${T.unfollow} ${r.name}`}
              >
                {T.unfollow}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ListPager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
    </ListState>
  );
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
      <Tabs selectedKey={type} onSelectionChange={(key) => onTypeChange(key as AttentionType)}>
        <TabList aria-label={T.title}>
          <Tab id="factory">{T.factories}</Tab>
          <Tab id="toy">{T.products}</Tab>
        </TabList>
        <TabPanel id="factory">{type === 'factory' && panel}</TabPanel>
        <TabPanel id="toy">{type === 'toy' && panel}</TabPanel>
      </Tabs>
    </section>
  );
}
