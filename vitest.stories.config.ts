import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// VISUAL=0 skips the screenshot comparison (e.g. on a machine with other fonts).
const visual = process.env.VISUAL !== '0';

// Runs every story headless in Debian's Chromium: render, play function (interaction test), axe a11y checks
// (a violation fails: preview sets a11y.test = 'error'), then a screenshot against the committed baseline.
export default defineConfig({
  plugins: [storybookTest({ configDir: join(root, '.storybook') })],
  // Baselines are written under .storybook/__screenshots__ (inside the root, which Vite must allow).
  server: { fs: { allow: [root] } },
  // Scan every story up front so Vite pre-bundles all their dependencies at start; a dependency discovered
  // mid-run reloads the browser and fails that file ("failed to find the current suite").
  // The vanilla-extract plugin adds runtime imports after the scan, so those are listed by hand.
  optimizeDeps: {
    entries: ['packages/ui/src/**/*.stories.tsx', 'apps/*/src/**/*.stories.tsx', '.storybook/preview.tsx'],
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  test: {
    name: 'storybook',
    // Stories wait for the state they assert (findBy, waitFor: up to 10 s, .storybook/vitest.setup.ts); the limit
    // only ends a hanging story, wide enough for a busy machine.
    testTimeout: 90_000,
    // Closing the browser pool hangs after the last file (Vitest then exits by itself after this long): the results
    // are reported by then, so it is not waited for the default 10 s.
    teardownTimeout: 2_000,
    // Four story files at a time, in four tabs: with two, the cores were idle more than half of the run (a story
    // mostly waits on its page: modules, fonts, a stable screenshot).
    maxWorkers: 4,
    // The files of a tab share one page: the preview, React, axe and the kit load once per tab instead of once per
    // file (a fresh page per file cost about a third of the Chromium CPU time and most of the wall time). A story
    // unmounts the previous one before it renders (Storybook's cleanups), and the screenshot waits until only the
    // current story's root is on the page (.storybook/visual.setup.ts).
    isolate: false,
    setupFiles: [
      join(root, '.storybook/vitest.setup.ts'),
      ...(visual ? [join(root, '.storybook/visual.setup.ts')] : []),
    ],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_FLAGS, '--font-render-hinting=none', '--force-color-profile=srgb'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      // The Storybook plugin turns file writes off unless asked; screenshots need them (local server only).
      api: { host: '127.0.0.1', allowWrite: true },
      viewport: { width: 1280, height: 800 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Two equal screenshots in a row make a stable one; on a busy machine that takes longer than the 5 s
          // default (a long page's screenshot alone can take seconds), so the wait ends only a truly moving page.
          timeout: 45_000,
          // Small threshold: anti-aliasing noise passes, a changed colour, border or layout does not.
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
          resolveScreenshotPath: ({ arg, ext }) => join(root, '.storybook/__screenshots__', `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) => join(root, 'node_modules/.cache/visual-diffs', `${arg}${ext}`),
        },
      },
    },
  },
});
