import { lazyPage } from '@wanju/app-shell';
import { KIOSK_IDLE_MS } from '@wanju/domain';
import { Spinner } from '@wanju/ui';
import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { SignInView } from '../features/kiosk/SignInView';
import { KIOSK_TEXT } from './i18n';
import { kiosk, resetVisitor, signIn, watchNetwork } from './kiosk';

// The catalogue's screens load once the device is signed in: the sign-in screen is the first screen of a new
// kiosk and needs none of them (the service worker still precaches them for offline use).
const KioskScreens = lazyPage(() => import('./KioskScreens').then((m) => m.KioskScreens));

/** After KIOSK_IDLE_MS without a touch the visitor's list is cleared and the attract screen returns. */
function useIdleReset() {
  useEffect(() => {
    let timer = 0;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(resetVisitor, KIOSK_IDLE_MS);
    };
    const events = ['pointerdown', 'keydown', 'wheel'] as const;
    for (const e of events) window.addEventListener(e, arm, { passive: true });
    arm();
    return () => {
      window.clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, arm);
    };
  }, []);
}

export function App() {
  const snap = useSnapshot(kiosk);
  const t = KIOSK_TEXT[snap.lang];
  useIdleReset();
  useEffect(() => watchNetwork(), []);
  if (!snap.token)
    return <SignInView t={t} busy={snap.busy} error={snap.signInError} onSignIn={(code) => void signIn(code)} />;
  return (
    <Suspense
      fallback={
        <main style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
          <Spinner size="lg" label={t.loading} showLabel />
        </main>
      }
    >
      <KioskScreens />
    </Suspense>
  );
}
