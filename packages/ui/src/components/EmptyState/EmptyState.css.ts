import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.borderStrong, marginBottom: vars.space.xs });
export const title = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
});
export const description = style({ fontSize: vars.fontSize.sm, maxWidth: 420 });
export const action = style({ marginTop: vars.space.md, display: 'flex', gap: vars.space.sm });
