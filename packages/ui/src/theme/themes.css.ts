import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { defaultTokens, denseTokens } from './tokens';
import { vars } from './vars.css';

// The default theme also lives on :root so portalled overlays (dialogs, popovers, toasts) are themed
// even when they render outside <UiRoot>.
createGlobalTheme(':root', vars, defaultTokens);

/** Class of the default theme, applied by <UiRoot>. */
export const defaultThemeClass = createTheme(vars, defaultTokens, 'wanju-default');
/** Class of the dense variant for data-heavy screens. */
export const denseThemeClass = createTheme(vars, denseTokens, 'wanju-dense');

// Reduced motion: every transition in the kit reads the motion variables.
globalStyle(':root, .wanju-default, .wanju-dense', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
});
