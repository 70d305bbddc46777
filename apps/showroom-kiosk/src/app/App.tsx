import { api, loginActions, type ShowroomItem } from '@wanju/api-client';
import { MSG, orderShowrooms, userTypeLabel } from '@wanju/domain';
import { AppHeader, Box, LoginForm, ToastRegion, toast, UiRoot } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { KioskHomeView } from '../features/home/KioskHomeView';
import { session, sessionState } from './session';

export function App() {
  const { user } = useSnapshot(sessionState);
  const [showrooms, setShowrooms] = useState<ShowroomItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    session.client
      .call(api.system.getPublicConfig, {})
      .then((config) => setShowrooms(orderShowrooms(config.showroom_list, Math.random)))
      .catch(() => setFailed(true));
  }, []);

  const logout = () => session.logout().then(() => toast.success(MSG.logoutSuccess));
  return (
    <UiRoot>
      <AppHeader
        user={
          user
            ? { nickname: user.nickname, userTypeLabel: userTypeLabel(user.user_type), companyName: user.company_name }
            : null
        }
        onLogout={logout}
      />
      {user ? (
        <KioskHomeView companyName={user.company_name} showrooms={showrooms} error={failed} />
      ) : (
        <Box display="flex" justifyContent="center" paddingY="xxxl">
          <LoginForm title="展厅终端登录" {...loginActions(session)} />
        </Box>
      )}
      <ToastRegion />
    </UiRoot>
  );
}
