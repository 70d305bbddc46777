import { appViteConfig } from '@wanju/app-shell/vite';

export default appViteConfig('factory');
