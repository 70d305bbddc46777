import type { CategoryGroupItem, ContentItem, ToyItem } from '@wanju/api-client';
import { Box, Button, EmptyState, Image, ProductShelf, Spinner } from '@wanju/ui';
import type { ReactNode } from 'react';
import { numericId, toProductCards } from '../catalogue/cards';
import * as styles from './HomeView.css';
import { HOME_TEXT } from './messages';

export interface HomeShowroom {
  id: number;
  route: string;
  name: string;
  city: string;
  factory_count: number;
}

/** Products per home section. */
export const SECTION_SIZE = 10;

/** A section's data: null while loading, 'error' when it failed. */
export type SectionData<T> = T | null | 'error';

export interface HomeViewProps {
  /** The category menu's 7 groups; null while loading. */
  categoryGroups: CategoryGroupItem[] | null;
  error?: boolean;
  nickname?: string | null;
  companyName?: string | null;
  broadcast?: SectionData<{ factory_count: number; toy_count: number; notes: string[] }>;
  carousel?: SectionData<ContentItem[]>;
  adverts?: SectionData<ContentItem[]>;
  newArrivals?: SectionData<ToyItem[]>;
  hotSellers?: SectionData<ToyItem[]>;
  recommendations?: SectionData<ToyItem[]>;
  /** get_hot_sample_select: the month's most picked products */
  hotPicks?: SectionData<ToyItem[]>;
  /** get_count: the platform's listed products and factories, products listed today */
  counts?: { toy_count: number; factory_count: number; today_toy_count: number } | null;
  /** already in the domain's showroom order */
  showrooms?: SectionData<HomeShowroom[]>;
  onOpenGroup?: (groupId: string) => void;
  /** a sub-category of the menu: the product list filtered to it */
  onOpenCategory?: (groupId: string, categoryId: number) => void;
  onOpenShowroom?: (showroom: HomeShowroom) => void;
  /** a banner (carousel or advert) was pressed; the container decides where it leads */
  onOpenBanner?: (item: ContentItem) => void;
  onOpenLink?: (link: string) => void;
  onOpenProduct?: (id: number) => void;
  onMore?: (path: string) => void;
  onSignIn?: () => void;
}

function Section<T>({
  title,
  data,
  morePath,
  onMore,
  loading = <Spinner label={HOME_TEXT.loading} />,
  children,
}: {
  title: string;
  data: SectionData<T> | undefined;
  morePath?: string;
  onMore?: (path: string) => void;
  /** Shown while loading; as tall as the content, so nothing below moves when it arrives. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (data === undefined) return null;
  return (
    <div className={styles.panel}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {morePath && onMore && (
          <Button size="sm" variant="link" onPress={() => onMore(morePath)}>
            {HOME_TEXT.more}
          </Button>
        )}
      </div>
      {data === null ? loading : data === 'error' ? <EmptyState title={HOME_TEXT.sectionFailed} /> : children(data)}
    </div>
  );
}

/** The product sections, in page order, with their 查看更多 routes. */
const PRODUCT_SECTIONS = [
  { key: 'newArrivals', morePath: '/new_arrivals' },
  { key: 'hotSellers', morePath: '/globalHot' },
  { key: 'recommendations', morePath: '/recommend' },
  { key: 'hotPicks', morePath: '/Selected_list' },
] as const;

/** Home (/ and /index): category menu, broadcast, carousel and adverts, product sections and showroom entries. */
export function HomeView(props: HomeViewProps) {
  const { categoryGroups, error, nickname, companyName } = props;
  const openProduct = props.onOpenProduct ?? (() => undefined);
  const signedIn = Boolean(nickname);
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <nav className={styles.menu} aria-label={HOME_TEXT.categoryMenu}>
          <h2 className={styles.menuTitle}>{HOME_TEXT.allCategories}</h2>
          {error ? (
            <EmptyState title={HOME_TEXT.loadFailed} />
          ) : !categoryGroups ? (
            <Spinner label={HOME_TEXT.loading} />
          ) : (
            <ul className={styles.groups}>
              {categoryGroups.map((group) => (
                <li key={group.id} className={styles.group}>
                  {props.onOpenGroup ? (
                    <Button size="sm" variant="link" onPress={() => props.onOpenGroup?.(group.id)}>
                      {group.name}
                    </Button>
                  ) : (
                    <span className={styles.groupName}>{group.name}</span>
                  )}
                  <span className={styles.children}>
                    {group.children.map((c) =>
                      props.onOpenCategory ? (
                        <button
                          key={c.id}
                          type="button"
                          className={styles.childLink}
                          onClick={() => props.onOpenCategory?.(group.id, Number(c.id))}
                        >
                          {c.name}
                        </button>
                      ) : (
                        <span key={c.id} className={styles.child}>
                          {c.name}
                        </span>
                      ),
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className={styles.center}>
          <section className={styles.panel}>
            <h1 className={styles.welcomeTitle}>{nickname ? HOME_TEXT.hello(nickname) : HOME_TEXT.welcome}</h1>
            <p className={styles.welcomeText}>{companyName || HOME_TEXT.tagline}</p>
            {props.counts && (
              <p className={styles.welcomeText}>
                {HOME_TEXT.counts(props.counts.toy_count, props.counts.factory_count, props.counts.today_toy_count)}
              </p>
            )}
            {!signedIn && props.onSignIn && (
              <Box marginTop="md">
                <Button variant="primary" onPress={props.onSignIn}>
                  {HOME_TEXT.signIn}
                </Button>
              </Box>
            )}
          </section>
          <Section title={HOME_TEXT.broadcast} data={props.broadcast}>
            {(b) => (
              <ul className={styles.broadcast}>
                <li>{HOME_TEXT.broadcastCounts(b.factory_count, b.toy_count)}</li>
                {b.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={HOME_TEXT.carousel} data={props.carousel}>
            {(items) => (
              <Banners
                items={items}
                onOpenLink={props.onOpenBanner ?? ((i) => typeof i.link === 'string' && props.onOpenLink?.(i.link))}
              />
            )}
          </Section>
        </div>
      </div>
      <Section title={HOME_TEXT.adverts} data={props.adverts}>
        {(items) => (
          <Banners
            items={items}
            onOpenLink={props.onOpenBanner ?? ((i) => typeof i.link === 'string' && props.onOpenLink?.(i.link))}
          />
        )}
      </Section>
      {!signedIn && props.newArrivals === undefined && <EmptyState title={HOME_TEXT.signInForMore} />}
      {PRODUCT_SECTIONS.map(({ key, morePath }) => (
        <Section
          key={key}
          title={HOME_TEXT[key]}
          data={props[key]}
          morePath={morePath}
          onMore={props.onMore}
          loading={<ProductShelf products={[]} label={HOME_TEXT[key]} loadingCount={SECTION_SIZE} />}
        >
          {(items) => (
            <ProductShelf
              products={toProductCards(items)}
              label={HOME_TEXT[key]}
              onOpen={(id) => openProduct(numericId(id))}
            />
          )}
        </Section>
      ))}
      <Section title={HOME_TEXT.showrooms} data={props.showrooms}>
        {(items) => (
          <ul className={styles.showrooms} aria-label={HOME_TEXT.showrooms}>
            {items.map((s) => (
              <li key={s.id}>
                <Button
                  variant="outline"
                  fullWidth
                  onPress={() => (props.onOpenShowroom ? props.onOpenShowroom(s) : props.onOpenLink?.(`/${s.route}`))}
                >
                  {s.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function Banners({ items, onOpenLink }: { items: ContentItem[]; onOpenLink?: (item: ContentItem) => void }) {
  return (
    <ul className={styles.banners}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className={styles.banner} onClick={() => onOpenLink?.(item)}>
            <Image src={item.picture} alt="" ratio={2.4} />
            {item.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
