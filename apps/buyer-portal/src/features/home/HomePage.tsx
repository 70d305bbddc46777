import { api, type ToyItem } from '@wanju/api-client';
import { withQuery } from '@wanju/app-shell';
import { orderShowrooms } from '@wanju/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client, publicConfig, sessionState } from '../../app/session';
import { useOpeners } from '../catalogue/useToyList';
import { type HomeShowroom, HomeView, type HomeViewProps, SECTION_SIZE, type SectionData } from './HomeView';
import { bannerTarget, SHOWROOM_PATH } from './links';

/** Loads one section; null while loading, 'error' on failure, undefined when not allowed. */
function useSection<T>(load: (() => Promise<T>) | null, key: string): SectionData<T> | undefined {
  const [data, setData] = useState<SectionData<T> | undefined>(load ? null : undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key decides when to reload
  useEffect(() => {
    if (!load) {
      setData(undefined);
      return;
    }
    let live = true;
    setData(null);
    load()
      .then((d) => live && setData(d))
      .catch(() => live && setData('error'));
    return () => {
      live = false;
    };
  }, [key]);
  return data;
}

/** Container: home (/ and /index) on the server's sections. */
export function HomePage() {
  const config = useSnapshot(publicConfig);
  const { user, token } = useSnapshot(sessionState);
  const navigate = useNavigate();
  const { onOpenProduct } = useOpeners();
  const signedIn = Boolean(token && user);
  const key = signedIn ? 'in' : 'out';
  const silent = { silent: true };
  const toys = (p: Promise<{ list: ToyItem[] }>) => p.then((r) => r.list.slice(0, SECTION_SIZE));

  const broadcast = useSection(() => client.call(api.home.getBroadcast, {}, silent), 'broadcast');
  const carousel = useSection(() => client.call(api.home.getCarousel, {}, silent).then((r) => r.list), 'carousel');
  const adverts = useSection(() => client.call(api.home.getAdvert, {}, silent).then((r) => r.list), 'adverts');
  const showrooms = useSection<HomeShowroom[]>(
    () => client.call(api.home.getShowroom, {}, silent).then((r) => orderShowrooms(r.list, Math.random)),
    'showrooms',
  );
  const newArrivals = useSection(
    signedIn ? () => toys(client.call(api.home.getToyNew, { limit: SECTION_SIZE }, silent)) : null,
    key,
  );
  const hotSellers = useSection(
    signedIn ? () => toys(client.call(api.home.getToyHot, { limit: SECTION_SIZE }, silent)) : null,
    key,
  );
  const recommendations = useSection(
    signedIn
      ? () => toys(client.call(api.home.getCarefullyChosenToy, { page: 1, page_size: SECTION_SIZE }, silent))
      : null,
    key,
  );

  const hotPicks = useSection(
    signedIn ? () => toys(client.call(api.system.getHotSampleSelect, { limit: SECTION_SIZE }, silent)) : null,
    key,
  );
  const counts = useSection(() => client.call(api.system.getToyCount, {}, silent), 'counts');

  return (
    <HomeView
      counts={counts && counts !== 'error' ? counts : null}
      hotPicks={hotPicks}
      categoryGroups={config.value ? (config.value.category_list as HomeViewProps['categoryGroups']) : null}
      error={config.error}
      nickname={user?.nickname}
      companyName={user?.company_name}
      broadcast={broadcast}
      carousel={carousel}
      adverts={adverts}
      showrooms={showrooms}
      newArrivals={newArrivals}
      hotSellers={hotSellers}
      recommendations={recommendations}
      onOpenGroup={(groupId) => navigate(withQuery('/sample_list', { group_id: groupId }))}
      onOpenCategory={(groupId, cateId) => navigate(withQuery('/sample_list', { group_id: groupId, cate_id: cateId }))}
      onOpenBanner={(item) => {
        const to = bannerTarget(item);
        if (/^https?:\/\//.test(to)) window.open(to, '_blank', 'noopener');
        else navigate(to);
      }}
      onOpenShowroom={(s) => navigate(withQuery(SHOWROOM_PATH, { showroom_id: s.id }))}
      onOpenLink={(link) => navigate(link)}
      onOpenProduct={onOpenProduct}
      onMore={(path) => navigate(path)}
      onSignIn={() => navigate('/login')}
    />
  );
}
