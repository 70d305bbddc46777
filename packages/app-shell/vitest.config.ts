import { appViteConfig } from './src/vite.js';

// The package's own tests run under the apps' config: jsdom, the kit's CSS, the zod stand-in; each file in a
// module graph of its own (the session's tests replace the kit's toast with a mock).
export default appViteConfig('buyer', { test: { isolate: true } });
