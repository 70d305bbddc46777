import { lazyPage, page, SignInFrame } from '@wanju/app-shell';
import { appSession } from './session';

// The console's router, shell and screens load once someone is signed in: the sign-in screen is the first
// screen of a signed-out visit and needs none of them.
const ConsoleRoutes = lazyPage(() => import('./ConsoleRoutes').then((m) => m.ConsoleRoutes));

export function App() {
  return (
    <SignInFrame app={appSession} loginTitle="工厂后台登录" variant="dense">
      {() => page(<ConsoleRoutes />)}
    </SignInFrame>
  );
}
