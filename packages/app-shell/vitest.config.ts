import { appViteConfig } from './src/vite.js';

// The package's own tests run under the apps' config: jsdom, the kit's CSS, the zod stand-in.
export default appViteConfig('buyer');
