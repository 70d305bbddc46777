import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';

// The root has no @vanilla-extract/css of its own; its CSS compiler resolves from the Vite root, so point it at the kit's.
const vanillaCss = realpathSync(
  fileURLToPath(new URL('../packages/ui/node_modules/@vanilla-extract/css', import.meta.url)),
);

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.mdx',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // GFM: the docs pages' tables render as tables.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = [
      ...(Array.isArray(viteConfig.resolve.alias)
        ? viteConfig.resolve.alias
        : Object.entries(viteConfig.resolve.alias ?? {}).map(([find, replacement]) => ({ find, replacement }))),
      { find: /^@vanilla-extract\/css(?=\/|$)/, replacement: vanillaCss },
    ];
    return viteConfig;
  },
};

export default config;
