import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const statLabel = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 600, color: vars.color.text });
export const earned = style({ color: vars.color.success, fontWeight: 600 });
export const spent = style({ color: vars.color.price, fontWeight: 600 });
