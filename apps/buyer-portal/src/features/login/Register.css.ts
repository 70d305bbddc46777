import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const card = style({
  width: 420,
  maxWidth: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const grow = style({ flex: 1 });
export const captcha = style({
  // The captcha picture's own size (the server draws 120 × 40).
  height: 40,
  width: 120,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  padding: 0,
  background: 'none',
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const links = style({ display: 'flex', justifyContent: 'center' });
