import { api } from '@wanju/api-client';
import { routePath } from '@wanju/app-shell';
import { routeTitle } from '@wanju/domain';
import { useLocation, useNavigate } from 'react-router-dom';
import { ActivityTabsView } from '../activity/ActivityTabsView';
import { ACTIVITIES } from '../activity/messages';
import { AddToCartButton } from '../cart/AddToCartButton';
import { CART_TEXT } from '../cart/messages';
import { ProductListView } from './ProductListView';
import { SECTION_ROUTES, type SectionSource } from './sections';
import { useToyList } from './useToyList';

/** A browsing route over one product list (Container). */
export function SectionPage({ path }: { path: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const source: SectionSource = SECTION_ROUTES[path] ?? { endpoint: api.toy.getList };
  const props = useToyList(
    source.endpoint,
    routeTitle(location.pathname) || routeTitle(path),
    source.section ? { section: source.section } : {},
  );
  return (
    <ProductListView
      {...props}
      intro={
        <>
          {path === '/factoryRecommend' && (
            <ActivityTabsView
              activities={ACTIVITIES}
              selected=""
              onSelect={(type) => navigate(routePath('/factoryRecommend/:type', { type }))}
            />
          )}
          <AddToCartButton ids={props.items.map((i) => i.id)} label={CART_TEXT.addPageToCart} />
        </>
      }
    />
  );
}
