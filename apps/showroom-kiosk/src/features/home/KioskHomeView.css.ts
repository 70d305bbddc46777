import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const title = style({
  margin: 0,
  marginBottom: vars.space.xl,
  fontSize: vars.fontSize.display,
  color: vars.color.text,
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.lg,
});
export const tile = style({
  minHeight: 120,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});
export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const city = style({ fontSize: vars.fontSize.md, color: vars.color.textSecondary });
