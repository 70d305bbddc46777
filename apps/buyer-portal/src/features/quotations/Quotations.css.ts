import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const thumb = style({ width: vars.space.xxxl, flexShrink: 0 });
export const pre = style({ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 });
export const note = style({ color: vars.color.warning });

/** The confirmation page's terms: label and value pairs side by side, wrapping on a phone. */
export const confirmTerms = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});
globalStyle(`${confirmTerms} dd`, { margin: 0 });
