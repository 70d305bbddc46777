import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: 640,
});
export const kind = style({ width: 96, flexShrink: 0 });
export const input = style({ flex: 1 });
export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  marginTop: vars.space.xs,
  zIndex: 20,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const list = style({ display: 'flex', flexDirection: 'column', listStyle: 'none', margin: 0, padding: 0 });
