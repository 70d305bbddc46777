import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tooltip = style({
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.tooltip,
});
