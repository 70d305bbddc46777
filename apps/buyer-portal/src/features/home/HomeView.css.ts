import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const menu = style({
  width: 260,
  flexShrink: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
});
export const menuTitle = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const groupName = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const children = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const child = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.xs });
export const welcome = style({
  flex: 1,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.xl,
});
export const welcomeTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });
export const welcomeText = style({ color: vars.color.textSecondary });
