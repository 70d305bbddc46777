import type { FactoryDetail, ToyItem } from '@wanju/api-client';
import { certificateLabel } from '@wanju/domain';
import { Badge, Box, EmptyState, Image, ProductGrid, Spinner } from '@wanju/ui';
import type { ReactNode } from 'react';
import { GRID_HEIGHT, numericId, toProductCards } from '../catalogue/cards';
import { ListState, type LoadState } from '../catalogue/ListState';
import { ListPager } from '../shell/ListPager';
import { nameInLang } from '../shell/prefs';
import * as styles from './Factory.css';
import { FACTORY_TEXT as T } from './messages';

export interface FactoryDetailViewProps {
  factory: FactoryDetail | null;
  factoryState: LoadState;
  products: readonly ToyItem[];
  productsState: LoadState;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onOpenProduct: (id: number) => void;
  onRetry: () => void;
  /** Actions beside the factory's name (follow). */
  actions?: ReactNode;
}

const show = (v: string | null | undefined) => v || T.none;

/** Factory detail: the factory home with its contact and company information, and its products. */
export function FactoryDetailView(props: FactoryDetailViewProps) {
  const { factory, factoryState } = props;
  if (factoryState === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" showLabel />
      </Box>
    );
  if (factoryState === 'error' || !factory) return <EmptyState title={T.loadFailed} />;
  const fields: [string, string][] = [
    [T.region, show(factory.region_name)],
    [T.contact, show(factory.contact)],
    [T.tel, show(factory.tel)],
    [T.mobile, show(factory.mobile)],
    [T.qq, show(factory.qq)],
    [T.fax, show(factory.fax)],
    [T.email, show(factory.email)],
    [T.address, show(factory.address)],
  ];
  return (
    <section className={styles.page} aria-label={factory.name}>
      <div className={styles.head}>
        <Image src={factory.logo} alt={factory.name} width={96} ratio={1} fit="contain" />
        <Box display="flex" flexDirection="column" gap="sm">
          <h1 className={styles.title}>{nameInLang(factory.name, factory.name_en)}</h1>
          <span className={styles.meta}>
            {factory.name_en} · {T.products(factory.toy_count)} · {T.followers(factory.follower_count)}
          </span>
          <div>
            {factory.is_taxpayer === 1 && <Badge tone="success">{T.taxpayer}</Badge>}
            {factory.certifications.map((c) => (
              <Badge key={c} tone="info">
                {certificateLabel(c)}
              </Badge>
            ))}
          </div>
          {props.actions && <div>{props.actions}</div>}
          <h2 className={styles.name}>{T.company}</h2>
          <dl className={styles.fields}>
            {fields.map(([k, v]) => (
              <FieldRow key={k} term={k} value={v} />
            ))}
          </dl>
          {factory.intro && <p>{factory.intro}</p>}
        </Box>
      </div>
      <h2 className={styles.title}>{T.productsTab}</h2>
      <ListState state={props.productsState} isEmpty={props.products.length === 0} onRetry={props.onRetry}>
        <ProductGrid
          products={toProductCards(props.products)}
          label={T.productsTab}
          height={GRID_HEIGHT.list}
          onOpen={(id) => props.onOpenProduct(numericId(id))}
        />
        <ListPager page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
      </ListState>
    </section>
  );
}

function FieldRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.def}>{value}</dd>
    </>
  );
}
