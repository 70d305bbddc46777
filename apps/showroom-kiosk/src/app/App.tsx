import { SignInFrame } from '@wanju/app-shell';
import { orderShowrooms } from '@wanju/domain';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { KioskHomeView } from '../features/home/KioskHomeView';
import { appSession, publicConfig } from './session';

export function App() {
  const config = useSnapshot(publicConfig);
  // §9: featured showrooms first, the others shuffled once per loaded config.
  const showrooms = useMemo(
    () => (config.value ? orderShowrooms(config.value.showroom_list, Math.random) : null),
    [config.value],
  );
  return (
    <SignInFrame app={appSession} loginTitle="展厅终端登录">
      {(user) => <KioskHomeView companyName={user.company_name} showrooms={showrooms} error={config.error} />}
    </SignInFrame>
  );
}
