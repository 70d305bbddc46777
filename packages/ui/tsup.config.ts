import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
    /^@vanilla-extract\/(recipes|sprinkles)/,
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // One stylesheet: the parts loaded on demand (popover panel, menus, toast region, search combobox) are split
  // into chunks of their own, and esbuild gives each its own CSS file; fold those into index.css, each .css.ts
  // module once (the plugin marks where each starts with a comment carrying its source; drop the comments too).
  async onSuccess() {
    const parts = (await readdir('dist')).filter((f) => f.endsWith('.css') && f !== 'index.css').sort();
    const seen = new Set<string>();
    let css = '';
    for (const file of ['index.css', ...parts]) {
      for (const segment of (await readFile(`dist/${file}`, 'utf8')).split(/(?=\/\* vanilla-extract-css-ns:)/)) {
        const module = /^\/\* vanilla-extract-css-ns:([^?*]+)/.exec(segment)?.[1];
        if (module && seen.has(module)) continue;
        if (module) seen.add(module);
        css += segment;
      }
      if (file !== 'index.css') await rm(`dist/${file}`);
      await rm(`dist/${file}.map`, { force: true });
    }
    // (The folded file has no source map: drop the references to the old ones.)
    await writeFile(
      'dist/index.css',
      css.replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '').replace(/\/\*# sourceMappingURL=[^*]*\*\/\n?/g, ''),
    );
  },
});
