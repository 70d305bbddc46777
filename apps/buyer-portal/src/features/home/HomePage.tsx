import { useSnapshot } from 'valtio';
import { publicConfig } from '../../app/publicConfig';
import { sessionState } from '../../app/session';
import { HomeView } from './HomeView';

export function HomePage() {
  const config = useSnapshot(publicConfig);
  const { user } = useSnapshot(sessionState);
  return (
    <HomeView
      categoryGroups={config.value ? (config.value.category_list as HomeViewGroups) : null}
      error={config.error}
      nickname={user?.nickname}
      companyName={user?.company_name}
    />
  );
}

type HomeViewGroups = Parameters<typeof HomeView>[0]['categoryGroups'];
