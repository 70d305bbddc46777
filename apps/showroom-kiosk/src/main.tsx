import '@wanju/ui/style.css';
import { registerSW } from 'virtual:pwa-register';
import { UiRoot } from '@wanju/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The kiosk is an installable PWA: the service worker caches the app and the pictures for offline browsing.
registerSW({ immediate: true });
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <UiRoot>
      <App />
    </UiRoot>
  </StrictMode>,
);
