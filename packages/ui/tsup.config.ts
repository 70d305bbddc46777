import { readFile, writeFile } from 'node:fs/promises';
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
  // The plugin leaves a comment per .css.ts file carrying its whole source (base64); drop them from the shipped CSS.
  async onSuccess() {
    const file = 'dist/index.css';
    const css = await readFile(file, 'utf8');
    await writeFile(file, css.replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, ''));
  },
});
