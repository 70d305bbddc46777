import { loginActions } from '@wanju/api-client';
import { MSG, userTypeLabel } from '@wanju/domain';
import { AppHeader, Box, LoginForm, ToastRegion, toast, UiRoot } from '@wanju/ui';
import { useSnapshot } from 'valtio';
import { FactoryHomeView } from '../features/home/FactoryHomeView';
import { session, sessionState } from './session';

export function App() {
  const { user } = useSnapshot(sessionState);
  const logout = () => session.logout().then(() => toast.success(MSG.logoutSuccess));
  return (
    <UiRoot variant="dense">
      <AppHeader
        user={
          user
            ? { nickname: user.nickname, userTypeLabel: userTypeLabel(user.user_type), companyName: user.company_name }
            : null
        }
        onLogout={logout}
      />
      {user ? (
        <FactoryHomeView
          companyName={user.company_name}
          nickname={user.nickname}
          contact={user.company_contact}
          telephone={user.company_telephone}
          mobile={user.company_mobile}
        />
      ) : (
        <Box display="flex" justifyContent="center" paddingY="xxxl">
          <LoginForm title="工厂后台登录" {...loginActions(session)} />
        </Box>
      )}
      <ToastRegion />
    </UiRoot>
  );
}
