import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, tapTarget } from './tokens';
import { vars } from './vars.css';

/** A small reset (box sizing, margins, inherited font) plus the base text style. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('ul[role], ol[role]', { listStyle: 'none', padding: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
// Touch first on a phone: a button, a field or a select is at least a finger's tap target, whatever size a
// screen drew it (a class's `height` gives way to this `min-height`). Checkboxes and radios are tapped by
// their labels.
globalStyle('button, [role="button"], select, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])', {
  '@media': { [breakpoints.phone]: { minHeight: tapTarget } },
});
globalStyle('button, [role="button"]', { '@media': { [breakpoints.phone]: { minWidth: tapTarget } } });

/** Applied by <UiRoot>: base font and colour for the subtree. */
export const rootClass = style({
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
