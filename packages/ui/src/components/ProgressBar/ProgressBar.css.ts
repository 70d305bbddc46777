import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
export const value = style({ fontVariantNumeric: 'tabular-nums' });
export const track = style({
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});
export const tone = styleVariants({
  primary: { background: vars.color.primary },
  success: { background: vars.color.success },
  danger: { background: vars.color.danger },
});
