import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const field = style({ width: 168 });
export const price = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });
export const priceField = style({ width: 96 });
export const dash = style({ paddingBottom: vars.space.sm, color: vars.color.textMuted });
