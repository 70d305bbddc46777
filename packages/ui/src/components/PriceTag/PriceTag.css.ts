import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.price,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
  lg: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
});

export const label = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});
export const unit = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});
export const missing = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
export const original = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  fontWeight: vars.fontWeight.regular,
});
