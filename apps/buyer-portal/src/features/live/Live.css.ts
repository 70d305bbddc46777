import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const player = style({
  width: '100%',
  maxWidth: 960,
  aspectRatio: '16 / 9',
  background: vars.color.surfaceInverse,
  borderRadius: vars.radius.lg,
});
export const info = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm });
