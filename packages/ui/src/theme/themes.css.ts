import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { breakpoints, defaultTokens, denseTokens, tapTarget } from './tokens';
import { vars } from './vars.css';

// The default theme also lives on :root so portalled overlays (dialogs, popovers, toasts) are themed
// even when they render outside <UiRoot>.
createGlobalTheme(':root', vars, defaultTokens);

/** Class of the default theme, applied by <UiRoot>. */
export const defaultThemeClass = createTheme(vars, defaultTokens, 'wanju-default');
/** Class of the dense variant for data-heavy screens. */
export const denseThemeClass = createTheme(vars, denseTokens, 'wanju-dense');

// Reduced motion: every transition in the kit reads the motion variables. The theme classes go by their
// generated names (createTheme's third argument is only a debug id).
const themed = `:root, .${defaultThemeClass}, .${denseThemeClass}`;
globalStyle(themed, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
});

// Touch first on a phone: every control of the kit (buttons, inputs, selects, icon buttons) is a full tap
// target, whichever size or theme a screen asked for.
globalStyle(themed, {
  '@media': {
    [breakpoints.phone]: {
      vars: { [vars.control.sm]: tapTarget, [vars.control.md]: tapTarget, [vars.control.lg]: tapTarget },
    },
  },
});
