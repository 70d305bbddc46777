import { guardRoute, MSG, pageTitle, userTypeLabel } from '@wanju/domain';
import { AppHeader, ToastRegion, toast } from '@wanju/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { navigation, session, sessionState } from '../../app/session';

/** The root layout: header, routing guard (§2), page title. */
export function Layout() {
  const { token, user } = useSnapshot(sessionState);
  const location = useLocation();
  const navigate = useNavigate();
  const guard = guardRoute({ to: location.pathname, token, user });

  useEffect(() => {
    navigation.goHome = () => navigate('/', { replace: true });
  }, [navigate]);
  useEffect(() => {
    if (guard.clearUserInfo && user) session.set(null);
  }, [guard.clearUserInfo, user]);
  useEffect(() => {
    document.title = pageTitle(location.pathname);
  }, [location.pathname]);

  if (guard.redirect && guard.redirect !== location.pathname) return <Navigate to={guard.redirect} replace />;

  const logout = async () => {
    await session.logout();
    toast.success(MSG.logoutSuccess);
    navigate('/', { replace: true });
  };

  return (
    <>
      <AppHeader
        user={
          user
            ? { nickname: user.nickname, userTypeLabel: userTypeLabel(user.user_type), companyName: user.company_name }
            : null
        }
        onLogin={() => navigate('/login')}
        onRegister={() => navigate('/login')}
        onLogout={logout}
        onLogoPress={() => navigate('/')}
      />
      <main>
        <Outlet />
      </main>
      <ToastRegion />
    </>
  );
}
