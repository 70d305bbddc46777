// Visual regression: after each story test (render + play + a11y) take a screenshot in Chromium and compare it
// with the committed baseline in .storybook/__screenshots__. Update on purpose with `pnpm test:visual:update`.
// A story opts out with `parameters: { visual: { disable: true } }`.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const freeze = document.createElement('style');
freeze.textContent = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;animation-iteration-count:1!important;transition:none!important;caret-color:transparent!important}
html.visual-overlay body{min-height:100vh;box-sizing:border-box}`;
document.head.appendChild(freeze);

// The outermost kit roots on the page: the story's decorator renders one (a story may nest more inside it).
const storyRoots = () =>
  [...document.querySelectorAll('[data-theme]')].filter((root) => !root.parentElement?.closest('[data-theme]'));

const OVERLAY = '[role=dialog],[role=alertdialog],[role=menu],[role=listbox],[role=tooltip],[data-visual-overlay]';

afterEach(async (ctx) => {
  const story = (ctx as unknown as { story?: { id: string; parameters?: { visual?: { disable?: boolean } } } }).story;
  if (!story || ctx.task.result?.state === 'fail' || story.parameters?.visual?.disable) return;
  await document.fonts.ready;
  const hasOverlay = Boolean(document.querySelector(OVERLAY));
  document.documentElement.classList.toggle('visual-overlay', hasOverlay);
  // The files of a tab share one page (isolate: false): wait until the previous story's root is gone, so the
  // screenshot shows this story alone.
  await expect.poll(storyRoots, { timeout: 10_000 }).toHaveLength(1);
  const target = hasOverlay ? document.body : (storyRoots()[0] ?? document.body);
  await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
});
