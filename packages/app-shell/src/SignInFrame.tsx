import { loginActions } from '@wanju/api-client';
import type { UserInfo } from '@wanju/domain';
import { AppHeader, Box, LoginForm, ToastRegion, UiRoot, type UiRootProps } from '@wanju/ui';
import type { ReactNode } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import { type AppSession, headerUser } from './session';

export interface SignInFrameProps {
  app: Pick<AppSession, 'session' | 'sessionState' | 'logout'>;
  /** The sign-in form's title (工厂后台登录, 展厅终端登录 …). */
  loginTitle: string;
  variant?: UiRootProps['variant'];
  /** The app's screens for the signed-in user. */
  children: (user: Snapshot<UserInfo>) => ReactNode;
}

/**
 * The frame of an app that is only used signed in (the factory console, the kiosk): the header with the
 * user and sign-out, then the app's screens, or the sign-in form (password or SMS code) while signed out.
 */
export function SignInFrame({ app, loginTitle, variant, children }: SignInFrameProps) {
  const { user } = useSnapshot(app.sessionState);
  return (
    <UiRoot variant={variant}>
      <AppHeader user={headerUser(user)} onLogout={app.logout} />
      {user ? (
        children(user)
      ) : (
        <Box display="flex" justifyContent="center" paddingY="xxxl">
          <LoginForm title={loginTitle} {...loginActions(app.session)} />
        </Box>
      )}
      <ToastRegion />
    </UiRoot>
  );
}
