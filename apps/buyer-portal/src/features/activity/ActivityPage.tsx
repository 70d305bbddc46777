import { api } from '@wanju/api-client';
import { routePath } from '@wanju/app-shell';
import { EmptyState } from '@wanju/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { AddToCartButton } from '../cart/AddToCartButton';
import { CART_TEXT } from '../cart/messages';
import { ProductListView } from '../catalogue/ProductListView';
import { useToyList } from '../catalogue/useToyList';
import * as pageStyles from '../factory/Factory.css';
import { ActivityTabsView } from './ActivityTabsView';
import { ACTIVITIES, ACTIVITY_TEXT } from './messages';

/** Container: /factoryRecommend/{type} — one platform activity's products, with the other activities as tabs. */
export function ActivityPage() {
  const navigate = useNavigate();
  const type = useParams().type ?? '';
  const activity = ACTIVITIES.find((a) => a.type === type);
  const tabs = (
    <ActivityTabsView
      activities={ACTIVITIES}
      selected={type}
      onSelect={(next) => navigate(routePath('/factoryRecommend/:type', { type: next }))}
    />
  );
  if (!activity)
    return (
      <section className={pageStyles.page} aria-label={ACTIVITY_TEXT.title}>
        <h1 className={pageStyles.title}>{ACTIVITY_TEXT.title}</h1>
        {tabs}
        <EmptyState title={ACTIVITY_TEXT.unknown} description={ACTIVITY_TEXT.unknownHint} />
      </section>
    );
  return <ActivityProducts key={activity.type} activity={activity} tabs={tabs} />;
}

function ActivityProducts({ activity, tabs }: { activity: (typeof ACTIVITIES)[number]; tabs: React.ReactNode }) {
  const props = useToyList(api.toy.getList, `${ACTIVITY_TEXT.title} · ${activity.label}`, {
    section: activity.section,
  });
  return (
    <ProductListView
      {...props}
      intro={
        <>
          {tabs}
          <AddToCartButton ids={props.items.map((i) => i.id)} label={CART_TEXT.addPageToCart} />
        </>
      }
    />
  );
}
