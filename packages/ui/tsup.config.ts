import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One ESM bundle with .d.ts and one CSS file (dist/index.css, exported as @wanju/ui/style.css).
// Dependencies stay external so the app's bundler tree-shakes react-aria-components and lucide-react.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@wanju\//,
    /^react-aria-components/,
    /^lucide-react/,
    /^@tanstack\//,
    /^@vanilla-extract\/(recipes|sprinkles)/,
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
