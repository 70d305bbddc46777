import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.popover,
  outline: 'none',
  maxWidth: 'calc(100vw - 16px)',
});

export const dialog = style({ padding: vars.space.lg, outline: 'none' });
export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.sm,
});
