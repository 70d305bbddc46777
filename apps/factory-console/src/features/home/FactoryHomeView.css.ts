import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.xl,
  maxWidth: 720,
});
export const title = style({
  margin: 0,
  marginBottom: vars.space.lg,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  rowGap: vars.space.sm,
  margin: 0,
  color: vars.color.textSecondary,
});
