import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const box = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceInverse,
  borderRadius: vars.radius.md,
  touchAction: 'none',
  userSelect: 'none',
});
export const img = style({ width: '100%', height: '100%', objectFit: 'contain', pointerEvents: 'none' });
export const selection = style({
  position: 'absolute',
  border: `2px solid ${vars.color.surface}`,
  boxShadow: '0 0 0 9999px rgba(0,0,0,0.45)',
  cursor: 'move',
  outline: 'none',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});
export const handle = style({
  position: 'absolute',
  right: -6,
  bottom: -6,
  width: 12,
  height: 12,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: 2,
  cursor: 'nwse-resize',
});
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, marginTop: vars.space.xs });
export const help = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginTop: vars.space.xs });
