import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A checkerboard under transparent results, so the cut-out edge is visible. */
export const checker = style({
  backgroundColor: '#ffffff',
  backgroundImage:
    'linear-gradient(45deg, #e8e8e8 25%, transparent 25%), linear-gradient(-45deg, #e8e8e8 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #e8e8e8 75%), linear-gradient(-45deg, transparent 75%, #e8e8e8 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 0 8px, 8px -8px, -8px 0',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const frameHost = style({ position: 'relative', lineHeight: 0 });
export const frameImage = style({ width: '100%', height: 'auto', display: 'block' });
/** The proposed crop drawn over the picture. */
export const frame = style({
  position: 'absolute',
  border: `2px solid ${vars.color.primary}`,
  boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.35)',
  pointerEvents: 'none',
});
export const frameClip = style({ position: 'absolute', inset: 0, overflow: 'hidden' });

export const canvasHost = style({ position: 'relative', display: 'inline-block', lineHeight: 0, maxWidth: '100%' });
export const canvas = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  cursor: 'crosshair',
  touchAction: 'none',
});
export const stage = style({ maxWidth: '100%', width: 600, height: 'auto', display: 'block', userSelect: 'none' });

export const thumb = style({
  width: 64,
  height: 64,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const historyRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
