import { appViteConfig } from '@wanju/app-shell/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The kiosk works when the hall's network drops: the app shell is precached, pictures are cached on first use
// (the kiosk fetches every picture of its showroom once), and the catalogue is kept in the Cache API by the app.
export default appViteConfig('kiosk', {
  plugins: [
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: '玩具采购平台 · 展厅终端',
        short_name: '展厅终端',
        lang: 'zh-CN',
        display: 'fullscreen',
        start_url: '/kiosk/',
        scope: '/kiosk/',
        background_color: '#ffffff',
        theme_color: '#c9360a',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // the first start already caches pictures: the new worker takes control of the open page at once
        clientsClaim: true,
        skipWaiting: true,
        navigateFallback: '/kiosk/index.html',
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        runtimeCaching: [
          {
            // stored pictures are addressed by content hash: a cached one never changes
            urlPattern: ({ url }) => url.pathname.startsWith('/files/'),
            handler: 'CacheFirst',
            // the name kiosk.ts warms (PICTURE_CACHE)
            options: { cacheName: 'wanju-kiosk-pictures', expiration: { maxEntries: 20_000 } },
          },
        ],
      },
    }),
  ],
});
