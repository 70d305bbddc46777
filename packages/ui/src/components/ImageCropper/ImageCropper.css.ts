import { style, styleVariants } from '@vanilla-extract/css';
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
const handleBase = style({
  position: 'absolute',
  width: 12,
  height: 12,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: 2,
  boxSizing: 'border-box',
});
const mid = 'calc(50% - 6px)';
export const handle = styleVariants(
  {
    n: { top: -7, left: mid, cursor: 'ns-resize' },
    ne: { top: -7, right: -7, cursor: 'nesw-resize' },
    e: { top: mid, right: -7, cursor: 'ew-resize' },
    se: { bottom: -7, right: -7, cursor: 'nwse-resize' },
    s: { bottom: -7, left: mid, cursor: 'ns-resize' },
    sw: { bottom: -7, left: -7, cursor: 'nesw-resize' },
    w: { top: mid, left: -7, cursor: 'ew-resize' },
    nw: { top: -7, left: -7, cursor: 'nwse-resize' },
  },
  (pos) => [handleBase, pos],
);
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, marginTop: vars.space.xs });
export const help = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginTop: vars.space.xs });
