import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const surface = style({
  position: 'relative',
  width: '100%',
  maxWidth: 480,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  cursor: 'crosshair',
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { cursor: 'progress', opacity: 0.8 } },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'contain', pointerEvents: 'none' });
export const found = style({
  position: 'absolute',
  padding: 0,
  background: 'transparent',
  border: `2px dashed ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.surfaceInverse}`,
  borderRadius: 2,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focus-visible]': { borderColor: vars.color.primary, borderStyle: 'solid' },
    '&[data-disabled]': { cursor: 'progress' },
  },
});
export const current = style({
  position: 'absolute',
  border: `3px solid ${vars.color.primary}`,
  boxShadow: '0 0 0 9999px rgba(0,0,0,0.35)',
  borderRadius: 2,
  cursor: 'move',
  outline: 'none',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focusRing },
    '&[data-dragging]': { borderStyle: 'dashed' },
  },
});
export const noMatch = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
