import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 160 });
export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
export const track = style({
  position: 'relative',
  height: 20,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 8,
      left: 0,
      right: 0,
      height: 4,
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
  },
});
export const fill = style({
  position: 'absolute',
  top: 8,
  height: 4,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});
export const thumb = style({
  top: 10,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-dragging]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-disabled]': { borderColor: vars.color.borderStrong },
  },
});
