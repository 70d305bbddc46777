import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 280px', gap: vars.space.xl });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const row = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', alignItems: 'flex-end' });
export const previewBox = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});
export const watermark = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.sm,
  lineHeight: 1.3,
  textShadow: '0 0 2px rgba(0,0,0,0.7)',
  pointerEvents: 'none',
});
export const previewTitle = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  marginBottom: vars.space.xs,
});
export const colorInput = style({
  width: 40,
  height: vars.control.md,
  padding: 2,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const colorLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
